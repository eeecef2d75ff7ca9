// status: ok
template <int S> __global__ void strided__wider(const float *__restrict__ in, float *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float2 lim_wide_439 = *reinterpret_cast<const float2 *>(&(in)[(S * i)]); const float2 lim_wide_473 = *reinterpret_cast<const float2 *>(&(in)[(S * i) + 2]); const float a = lim_wide_439.x, b = lim_wide_439.y, c = lim_wide_473.x, d = lim_wide_473.y;
  out[i] = a * b + c * d;
}
