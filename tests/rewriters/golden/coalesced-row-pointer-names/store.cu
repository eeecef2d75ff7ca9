// status: ok
__global__ void rows__store(const float *in, const float *other, float *out, int n, int lim_flag) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  const float *row = in + r * 64;
  const float *back = in + 64 * n + r * 64;
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const float *cmt = other + (128 * n // the third block of rows
                              + q * 64);
  const float *ok = other + q * 64;
  float s = lim::opaque_at<decltype(ok[0])>(lim_flag, 1114u, (0)) + lim::opaque_at<decltype(ok[1])>(lim_flag, 1122u, (1)) + lim::opaque_at<decltype(cmt[2])>(lim_flag, 1130u, (2));
  {
    const int r = 1 << 20;
    s += lim::opaque_at<decltype(row[0])>(lim_flag, 1178u, (0)) + lim::opaque_at<decltype(row[1])>(lim_flag, 1187u, (1)) + (float)r;
  }
  {
    const float *in = back + 8;
    s += lim::opaque_at<decltype(back[threadIdx.x & 3])>(lim_flag, 1255u, (threadIdx.x & 3)) + lim::opaque_at<decltype(in[0])>(lim_flag, 1279u, (0));
  }
  out[r] = lim::stored<decltype(out[r])>(lim_flag);
}
