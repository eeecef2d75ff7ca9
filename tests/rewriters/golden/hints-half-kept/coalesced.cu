// status: ok
__device__ bool same__coalesced(const __half &a, const __half &b) { return &a == &b; }
template <class T> __global__ void keep__coalesced(T *out, float *flags, const __half *in, float x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  flags[i] = same__coalesced(in[i], in[i + n]);
  int j = i;
  out[i + 2 * n] = in[lim::coalesced_index(j++)];
  out[j + 3 * n] = x;
}
