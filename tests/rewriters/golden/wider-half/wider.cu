// status: ok
__device__ __half larger__wider(__half a, __half b) { return a.x > b.x ? a : b; }
__global__ void halves__wider(const __half *__restrict__ in, __half *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const lim::packed<__half, 4> lim_wide_650 = *reinterpret_cast<const lim::packed<__half, 4> *>(&(in)[(4 * i)]); const __half a = lim::part(lim_wide_650, 0), b = lim::part(lim_wide_650, 1), c = lim::part(lim_wide_650, 2), d = lim::part(lim_wide_650, 3);
  lim::packed<__half, 2> lim_wide_720; lim::part(lim_wide_720, 0) = larger__wider(a, b);
  lim::part(lim_wide_720, 1) = larger__wider(c, d); *reinterpret_cast<lim::packed<__half, 2> *>(&(out)[(2 * i)]) = lim_wide_720;
do { lim::packed<__half, 8> lim_wide_829; const lim::packed<__half, 8> lim_wide_853 = *reinterpret_cast<const lim::packed<__half, 8> *>(&(in)[(8 * i) + 2048]); _Pragma("unroll")
  for (int j = 0; j < 8; ++j)
    lim::part(lim_wide_829, j) = lim::part(lim_wide_853, j); *reinterpret_cast<lim::packed<__half, 8> *>(&(out)[(8 * i) + 1024]) = lim_wide_829; } while (0);
}
