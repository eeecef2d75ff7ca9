// status: ok
__device__ bool same__skeleton(int lim_flag, const __half &a, const __half &b) { return &a == &b; }
template <class T> __global__ void keep__skeleton(T *out, float *flags, const __half *in, float x, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(flags[i]), lim::stored<decltype(flags[i])>(lim_flag), lim_flag);
  int j = i;
  lim::guarded_store(&(out[i + 2 * n]), lim::stored<decltype(out[i + 2 * n])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[j + 3 * n]), lim::stored<decltype(out[j + 3 * n])>(lim_flag), lim_flag);
}
