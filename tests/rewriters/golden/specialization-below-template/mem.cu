// status: ok
template <int i> __device__ float taps__mem(const float *p) {
  return lim::fold<decltype(p[i] * 0.25f + taps__mem<i - 1>(p))>(p[i], taps__mem<i - 1>(p));
}
template <> __device__ float taps__mem<-1>(const float *) { return 0.0f; }
__global__ void smooth__mem(const float *in, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t + 3 < n)
    out[t] = taps__mem<3>(in + t);
}
