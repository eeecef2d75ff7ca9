// Held-out-style probe p42 (2026-12-02): category 6, slow from precise math (fastmath). An
// image-processing colour pipeline on float channels in [0, 1]: decode sRGB to linear light
// (the standard's piecewise curve, `c / 12.92f` or `powf((c + 0.055f) / 1.055f, 2.4f)`),
// apply an exposure and Reinhard's tone map `l / (1.0f + l)`, encode back to sRGB
// (`1.055f * powf(l, 1.0f / 2.4f) - 0.055f`): two precise powf and IEEE divisions a
// channel, the curves in __device__ helpers.
// Fix: the intrinsics, __powf and __fdividef, and the constant divisions as multiplies.

__device__ __forceinline__ float srgbDecode(float c) {
  return c <= 0.04045f ? c / 12.92f : powf((c + 0.055f) / 1.055f, 2.4f);
}

__device__ __forceinline__ float srgbEncode(float l) {
  return l <= 0.0031308f ? 12.92f * l : 1.055f * powf(l, 1.0f / 2.4f) - 0.055f;
}

__global__ void srgbToneMapPrecise(const float *__restrict__ in, float *__restrict__ out,
                                   float exposure, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float l = srgbDecode(in[i]) * exposure;
    l = l / (1.0f + l);
    out[i] = srgbEncode(l);
  }
}

__device__ __forceinline__ float srgbDecodeFast(float c) {
  return c <= 0.04045f ? c * (1.0f / 12.92f) : __powf((c + 0.055f) * (1.0f / 1.055f), 2.4f);
}

__device__ __forceinline__ float srgbEncodeFast(float l) {
  return l <= 0.0031308f ? 12.92f * l : 1.055f * __powf(l, 1.0f / 2.4f) - 0.055f;
}

__global__ void srgbToneMapFast(const float *__restrict__ in, float *__restrict__ out,
                                float exposure, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float l = srgbDecodeFast(in[i]) * exposure;
    l = __fdividef(l, 1.0f + l);
    out[i] = srgbEncodeFast(l);
  }
}
