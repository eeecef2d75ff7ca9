// status: ok
__device__ bool same__math(int lim_flag, const __half &a, const __half &b) { return &a == &b; }
template <class T> __global__ void keep__math(T *out, float *flags, const __half *in, float x, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(flags[i]), same__math(lim_flag, in[i], in[i + n]), lim_flag);
  int j = i;
  lim::guarded_store(&(out[i + 2 * n]), lim::opaque_at<decltype(in[j++])>(lim_flag, 826u, (j++)), lim_flag);
  lim::guarded_store(&(out[j + 3 * n]), x, lim_flag);
}
