// status: ok
__global__ void rows__wider(const float *in, const float *other, float *out, int n) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  const float *row = in + r * 64;
  const float *back = in + 64 * n + r * 64;
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const float *cmt = other + (128 * n // the third block of rows
                              + q * 64);
  const float *ok = other + q * 64;
  const float2 lim_wide_1114 = *reinterpret_cast<const float2 *>(&(ok)[0]); float s = lim_wide_1114.x + lim_wide_1114.y + cmt[2];
  {
    const int r = 1 << 20;
    const float2 lim_wide_1178 = *reinterpret_cast<const float2 *>(&(row)[0]); s += lim_wide_1178.x + lim_wide_1178.y + (float)r;
  }
  {
    const float *in = back + 8;
    s += back[threadIdx.x & 3] + in[0];
  }
  out[r] = s;
}
