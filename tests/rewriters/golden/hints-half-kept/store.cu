// status: ok
__device__ bool same__store(int lim_flag, const __half &a, const __half &b) { return &a == &b; }
template <class T> __global__ void keep__store(T *out, float *flags, const __half *in, float x, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  flags[i] = lim::stored<decltype(flags[i])>(lim_flag);
  int j = i;
  out[i + 2 * n] = lim::stored<decltype(out[i + 2 * n])>(lim_flag);
  out[j + 3 * n] = lim::stored<decltype(out[j + 3 * n])>(lim_flag);
}
