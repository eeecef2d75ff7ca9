// status: ok
__global__ void rows__blocksize(const float *in, const float *other, float *out, int n) {
  const int r = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  const float *row = in + r * 64;
  const float *back = in + 64 * n + r * 64;
  const int q = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  const float *cmt = other + (128 * n // the third block of rows
                              + q * 64);
  const float *ok = other + q * 64;
  float s = ok[0] + ok[1] + cmt[2];
  {
    const int r = 1 << 20;
    s += row[0] + row[1] + (float)r;
  }
  {
    const float *in = back + 8;
    s += back[threadIdx.x & 3] + in[0];
  }
  out[r] = s;
}
