// status: ok
__device__ void bump__wider(float *p, int i) { p[4 * i + 84] += 1.0f; }
__global__ void pack__wider(const float *__restrict__ in, float *__restrict__ out, const double *d,
                     double *e, const int *idx, int *cnt, int n, volatile int *flag, unsigned k) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 lim_wide_1197 = *reinterpret_cast<const float4 *>(&(in)[(4 * i)]); float a = lim_wide_1197.x;
  float b = lim_wide_1197.y;
  const float c = lim_wide_1197.z + lim_wide_1197.w;
  float4 lim_wide_1286; lim_wide_1286.x = a * b;
  lim_wide_1286.y = c;
  lim_wide_1286.z = a + c;
  lim_wide_1286.w = b; *reinterpret_cast<float4 *>(&(out)[(4 * i)]) = lim_wide_1286;
  const double2 lim_wide_1408 = *reinterpret_cast<const double2 *>(&(d)[(2 * i)]); e[2 * i] = lim_wide_1408.y - lim_wide_1408.x;
  if (2 * i + 1 < n) {
    const int j = 2 * i;
    const int2 lim_wide_1479 = *reinterpret_cast<const int2 *>(&(idx)[(j)]); int lo = lim_wide_1479.x, hi = lim_wide_1479.y;
    cnt[j] = hi - lo;
  }
  const float s = in[3 * i] + in[3 * i + 1];
  const float t = i < n ? in[4 * i + 8] : in[4 * i + 9];
  out[8 * i + 16] = s + t;
  cnt[2 * i + 1] = idx[2 * i + 2];
  cnt[2 * i + 2] = 0;
  const int2 lim_wide_1732 = *reinterpret_cast<const int2 *>(&(idx)[(2 * i) + 4]); const int u = lim_wide_1732.x;
  cnt[2 * i + 4] = u;
  const int v = lim_wide_1732.y;
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
  const float4 lim_wide_2108 = *reinterpret_cast<const float4 *>(&(in)[(4 * i) + 40]); float4 lim_wide_2090; lim_wide_2090.x = lim_wide_2108.x;
  lim_wide_2090.y = lim_wide_2108.y;
  lim_wide_2090.z = lim_wide_2108.z;
  lim_wide_2090.w = lim_wide_2108.w; *reinterpret_cast<float4 *>(&(out)[(4 * i) + 40]) = lim_wide_2090;
  const float2 lim_wide_2251 = *reinterpret_cast<const float2 *>(&(in)[(k << 2) + 48]); const float q0 = lim_wide_2251.x;
  const float q1 = lim_wide_2251.y;
  out[8 * i + 52] = q0 * q1;
  out[4 * i + 80] = q0;
  if (q1 > 1.0f)
    out[4 * i + 80] = 1.0f;
  out[4 * i + 81] = q1;
  out[4 * i + 84] = q0;
  bump__wider(out, i);
  out[4 * i + 85] = q1;
  float *alias = out;
  const float r0 = out[2 * i + 64];
  alias[2 * i + 66] = r0;
  const float r1 = out[2 * i + 65];
  const int f0 = flag[2 * i], f1 = flag[2 * i + 1];
  out[2 * i + 60] = f0 + r1;
  if (f1 > n)
    return;
  out[2 * i + 61] = f1;
}
