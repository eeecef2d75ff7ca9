// status: ok
template <class T> __global__ void keep__full(T *out, float *flags, const __half *in, float x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  flags[i] = same(in[i], in[i + n]);
  int j = i;
  out[i + 2 * n] = in[j++];
  out[j + 3 * n] = x;
}
