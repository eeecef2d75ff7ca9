// status: ok
static __device__ unsigned char convert__store(int lim_flag, float v) {
    float clamped = v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
    return static_cast<unsigned char>(clamped * 255.0f + 0.5f);
  }
static __device__ float calibrated__store(int lim_flag, float v) { return v * lim::opaque<decltype(calibration)>(lim_flag, 649u, &(calibration)); }
template <class T>
__global__ void quantize__store(const float *in, T *out, float *scaled, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i] * 0.5f;
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  scaled[i] = lim::stored<decltype(scaled[i])>(lim_flag);
}
