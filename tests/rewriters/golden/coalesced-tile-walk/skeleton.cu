// status: ok
__global__ void tileWalks__skeleton(const float *a, const float *b, const float *c, float *out, int n, int lim_flag) {
  __shared__ float tile[256 * 32];
  const int t = threadIdx.x;
  const int row0 = blockIdx.x * 256;
  for (int e = t; e < 256 * 32; e += 256)
    lim::guarded_store(&(tile[e]), lim::stored<decltype(tile[e])>(lim_flag), lim_flag);
  __syncthreads();
  float acc = 0.0f;
  for (int e = t; e < 256 * 64; e += blockDim.x)
    acc += lim::opaque_at<decltype(b[(size_t)(e % 64) * n + row0 + e / 64])>(lim_flag, 1061u, ((size_t)(e % 64) * n + row0 + e / 64));
  for (int e = t; e < 4096; e += 48)
    acc += lim::opaque_at<decltype(c[(e / 32) * n + e % 32])>(lim_flag, 1150u, ((e / 32) * n + e % 32));
  for (int e = t; e++ < 4096; e += 256)
    acc += lim::opaque_at<decltype(c[(e / 32) * n + e % 32])>(lim_flag, 1227u, ((e / 32) * n + e % 32));
  for (int e = t; e > -4096; e += 4294967264u)
    acc += lim::opaque_at<decltype(c[4096 + (e / 32) * n + e % 32])>(lim_flag, 1311u, (4096 + (e / 32) * n + e % 32));
  lim::guarded_store(&(out[row0 + t]), lim::stored<decltype(out[row0 + t])>(lim_flag), lim_flag);
}
