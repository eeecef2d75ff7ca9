// status: ok
__global__ void scalePairs__wider(const __half2 *in, __half2 *out, const __nv_bfloat162 *bin,
                           __nv_bfloat162 *bout, __half2 s, __nv_bfloat162 t, int n) {
  const int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 3 >= n)
    return;
  const lim::packed_bits<__half2, 4> lim_wide_817 = *reinterpret_cast<const lim::packed_bits<__half2, 4> *>(&(in)[(i)]); const __half2 a = lim::part(lim_wide_817, 0), b = lim::part(lim_wide_817, 1), c = lim::part(lim_wide_817, 2), d = lim::part(lim_wide_817, 3);
  lim::packed_bits<__half2, 4> lim_wide_871; lim::part(lim_wide_871, 0) = __hmul2(a, s);
  lim::part(lim_wide_871, 1) = __hmul2(b, s);
  lim::part(lim_wide_871, 2) = __hmul2(c, s);
  lim::part(lim_wide_871, 3) = __hmul2(d, s); *reinterpret_cast<lim::packed_bits<__half2, 4> *>(&(out)[(i)]) = lim_wide_871;
  do { lim::packed_bits<__nv_bfloat162, 2> lim_wide_1019; const lim::packed_bits<__nv_bfloat162, 2> lim_wide_1041 = *reinterpret_cast<const lim::packed_bits<__nv_bfloat162, 2> *>(&(bin)[i]); for (int k = 0; k < 2; ++k)
    lim::part(lim_wide_1019, k) = __hmul2(lim::part(lim_wide_1041, k), t); *reinterpret_cast<lim::packed_bits<__nv_bfloat162, 2> *>(&(bout)[i]) = lim_wide_1019; } while (0);
}
