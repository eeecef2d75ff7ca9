// status: ok
__global__ void rows__streaming(const float *in, const float *other, float *out, int n) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  const float *row = in + r * 64;
  const float *back = in + 64 * n + r * 64;
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const float *cmt = other + (128 * n // the third block of rows
                              + q * 64);
  const float *ok = other + q * 64;
  float s = __ldcs(&(ok[0])) + __ldcs(&(ok[1])) + __ldcs(&(cmt[2]));
  {
    const int r = 1 << 20;
    s += __ldcs(&(row[0])) + __ldcs(&(row[1])) + (float)r;
  }
  {
    const float *in = back + 8;
    s += __ldcs(&(back[threadIdx.x & 3])) + __ldcs(&(in[0]));
  }
  __stcs(&(out[r]), s);
}
