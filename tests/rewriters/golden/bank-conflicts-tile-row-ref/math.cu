// status: ok
__global__ void rowByReference__math(const float *in, float *out, int lim_flag) {
  __shared__ float tile[kSide][kSide];
  const int tx = threadIdx.x;
  for (int r = 0; r < kSide; ++r)
    tile[r][tx] = lim::opaque_at<decltype(in[blockIdx.x * kSide * kSide + r * kSide + tx])>(lim_flag, 502u, (blockIdx.x * kSide * kSide + r * kSide + tx));
  __syncthreads();
  float (&mine)[kSide] = tile[tx];
  float acc = 0.0f;
  for (unsigned k = 0; k < sizeof(tile[0]) / sizeof(float); ++k)
    acc += mine[k];
  lim::guarded_store(&(out[blockIdx.x * kSide + tx]), acc, lim_flag);
}
