// status: ok
template <int i> __device__ float taps__streaming(const float *p) {
  return __ldcs(&(p[i])) * 0.25f + taps__streaming<i - 1>(p);
}
template <> __device__ float taps__streaming<-1>(const float *) { return 0.0f; }
__global__ void smooth__streaming(const float *in, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t + 3 < n)
    __stcs(&(out[t]), taps__streaming<3>(in + t));
}
