// status: ok
__device__ void clear__wider(float *p, int at) { p[at] = 0.0f; }
__global__ void loops__wider(const float *__restrict__ in, float *__restrict__ out, double *d,
                      const float *__restrict__ q, float *buf, int n, double s) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc[CH] = {0.0f, 0.0f, 0.0f, 0.0f};
  const int base = i << 2;
  // A channel loop under `#pragma unroll`, and its stores.
do { const float4 lim_wide_839 = *reinterpret_cast<const float4 *>(&(in)[base]); _Pragma("unroll") // every channel
  for (int c = 0; c < CH; ++c)
    acc[c] += lim::part(lim_wide_839, c); } while (0);
{ float4 lim_wide_907; _Pragma("unroll 4")
  for (int c = 0; c < CH; ++c) {
    lim::part(lim_wide_907, c) = acc[c] * 0.5f;
  } *reinterpret_cast<float4 *>(&(out)[base]) = lim_wide_907; }
  // In place, two doubles; a loop from 1 (`<=`); the inner one of two loops without braces.
  do { double2 lim_wide_1072; const double2 lim_wide_1087 = *reinterpret_cast<const double2 *>(&(d)[(2 * i)]); for (int j = 0; j < 2; j += 1)
    lim::part(lim_wide_1072, j) = lim::part(lim_wide_1087, j) * s; *reinterpret_cast<double2 *>(&(d)[(2 * i)]) = lim_wide_1072; } while (0);
  float t = 0.0f;
  do { const float2 lim_wide_1163 = *reinterpret_cast<const float2 *>(&(in)[base + 6]); for (int c = 1; c <= 2; c++)
    t += lim::part(lim_wide_1163, c - 1); } while (0);
  for (int k = 0; k < n; ++k)
    do { const float4 lim_wide_1258 = *reinterpret_cast<const float4 *>(&(in)[(4 * k)]); for (int c = 0; c < 4; ++c)
      t += lim::part(lim_wide_1258, c); } while (0);
  // Left as they are: under a condition, three iterations, a break, a start that is not a
  // multiple of four, a counter the body writes, the same array read and written at other
  // elements, a store the loop may overwrite under a condition, a call given the array, and a
  // counter from -2 compared with an unsigned bound (no iteration at all).
  for (int c = 0; c < 4; ++c)
    if (base + c < n)
      t += q[base + c];
  for (int c = 0; c < 3; ++c)
    t += q[base + 4 + c];
  for (int c = 0; c < 4; ++c) {
    if (t > 100.0f)
      break;
    t += q[base + 8 + c];
  }
  for (int c = 0; c < 4; ++c)
    t += q[base + 13 + c];
  for (int c = 0; c < 4; ++c)
    t += q[base + 20 + c++];
  for (int c = 0; c < 4; ++c)
    buf[base + c] = buf[base + c + 4];
  { const float4 lim_wide_2095 = *reinterpret_cast<const float4 *>(&(q)[base + 32]); for (int c = 0; c < 4; ++c) {
    buf[base + 32 + c] = lim::part(lim_wide_2095, c);
    if (t > 1.0f)
      buf[base + 32 + c] = t;
  } }
  for (int c = 0; c < 4; ++c) {
    t += q[base + 40 + c];
    clear__wider(buf, base + 40 + c);
  }
  for (int c = -2; c < 2u; ++c)
    buf[base + 48 + c + 2] = t;
  out[n + i] = t;
}
