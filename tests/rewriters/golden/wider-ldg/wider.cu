// status: ok
__global__ void quadsThroughLdg__wider(const float *__restrict__ x, const float *__restrict__ y,
                                const float *__restrict__ w, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int base = 4 * i;
  const float4 lim_wide_767 = __ldg(reinterpret_cast<const float4 *>(&(x)[(base)])); float s = lim_wide_767.x + lim_wide_767.y + lim_wide_767.z + lim_wide_767.w;
do { const float4 lim_wide_904 = __ldg(reinterpret_cast<const float4 *>(&(w)[base])); _Pragma("unroll")
  for (int k = 0; k < 4; ++k)
    s += lim::part(lim_wide_904, k) * 0.5f; } while (0);
  s += __ldg(&y[base]) + y[base + 1] + __ldg(&y[base + 2]) + y[base + 3];
  out[i] = s;
}
