// status: ok
static __device__ unsigned char convert__readonly(float v) {
    float clamped = v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
    return static_cast<unsigned char>(clamped * 255.0f + 0.5f);
  }
static __device__ float calibrated__readonly(float v) { return v * __ldg(&(calibration)); }
template <class T>
__global__ void quantize__readonly(const float *in, T *out, float *scaled, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = __ldg(&(in[i])) * 0.5f;
  out[i] = Quantize<T>::convert__readonly(v);
  scaled[i] = Quantize<T>::calibrated__readonly(v);
}
