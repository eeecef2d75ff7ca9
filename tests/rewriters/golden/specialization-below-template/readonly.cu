// status: ok
template <int i> __device__ float taps__readonly(const float *p) {
  return __ldg(&(p[i])) * 0.25f + taps__readonly<i - 1>(p);
}
template <> __device__ float taps__readonly<-1>(const float *) { return 0.0f; }
__global__ void smooth__readonly(const float *in, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t + 3 < n)
    out[t] = taps__readonly<3>(in + t);
}
