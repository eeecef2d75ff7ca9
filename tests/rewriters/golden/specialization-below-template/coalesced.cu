// status: ok
template <int i> __device__ float taps__coalesced(const float *p) {
  return p[lim::coalesced(p, i)] * 0.25f + taps__coalesced<i - 1>(p);
}
template <> __device__ float taps__coalesced<-1>(const float *) { return 0.0f; }
__global__ void smooth__coalesced(const float *in, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t + 3 < n)
    out[t] = taps__coalesced<3>(in + t);
}
