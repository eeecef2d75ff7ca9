// status: ok
static __device__ unsigned char convert__streaming(float v) {
    float clamped = v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
    return static_cast<unsigned char>(clamped * 255.0f + 0.5f);
  }
static __device__ float calibrated__streaming(float v) { return v * __ldcs(&(calibration)); }
template <class T>
__global__ void quantize__streaming(const float *in, T *out, float *scaled, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = __ldcs(&(in[i])) * 0.5f;
  __stcs(&(out[i]), Quantize<T>::convert__streaming(v));
  __stcs(&(scaled[i]), Quantize<T>::calibrated__streaming(v));
}
