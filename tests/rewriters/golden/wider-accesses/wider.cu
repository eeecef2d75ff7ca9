// status: ok
__global__ void pack__wider(const float *__restrict__ in, float *__restrict__ out, const double *d,
                     double *e, const int *idx, int *cnt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 lim_wide_757 = *reinterpret_cast<const float4 *>(&(in)[4 * i]); float a = lim_wide_757.x;
  float b = lim_wide_757.y;
  const float c = lim_wide_757.z + lim_wide_757.w;
  float4 lim_wide_846; lim_wide_846.x = a * b;
  lim_wide_846.y = c;
  lim_wide_846.z = a + c;
  (lim_wide_846.w = b, *reinterpret_cast<float4 *>(&(out)[4 * i]) = lim_wide_846);
  const double2 lim_wide_968 = *reinterpret_cast<const double2 *>(&(d)[2 * i]); e[2 * i] = lim_wide_968.y - lim_wide_968.x;
  if (2 * i + 1 < n) {
    const int j = 2 * i;
    const int2 lim_wide_1039 = *reinterpret_cast<const int2 *>(&(idx)[j]); int lo = lim_wide_1039.x, hi = lim_wide_1039.y;
    cnt[j] = hi - lo;
  }
  const float s = in[3 * i] + in[3 * i + 1];
  const float t = i < n ? in[4 * i + 8] : in[4 * i + 9];
  out[8 * i + 16] = s + t;
  cnt[2 * i + 1] = idx[2 * i + 2];
  cnt[2 * i + 2] = 0;
  const int2 lim_wide_1292 = *reinterpret_cast<const int2 *>(&(idx)[2 * i + 4]); const int u = lim_wide_1292.x;
  cnt[2 * i + 4] = u;
  const int v = lim_wide_1292.y;
  out[4 * i + 20] += v;
  const float p0 = out[4 * i + 24];
  out[4 * i + 27] = p0;
  const float p1 = out[4 * i + 25];
  out[4 * i + 28] = p1;
  switch (n & 1) {
  case 0:
    out[4 * i + 32] = in[4 * i + 32];
    out[4 * i + 33] = in[4 * i + 33];
    break;
  default:
    break;
  }
}
