// status: ok
__global__ void rowNorms__store(const float *in, float *out, int lim_flag) {
  __shared__ float tile[kSide][kSide];
  __shared__ float scaled[kSide][kSide];
  const int tx = threadIdx.x;
  const float *src = in + blockIdx.x * kSide * kSide;
  for (int r = 0; r < kSide; ++r)
    tile[r][tx] = lim::stored<decltype(tile[r][tx])>(lim_flag);
  __syncthreads();
  const float *mine = tile[tx];
  float *out_row = scaled[tx];
  float sum = 0.0f;
  for (int k = 0; k < kSide; ++k)
    sum += mine[k] * mine[k];
  const float inv = 1.0f / sqrtf(sum + 1e-6f);
  for (int k = 0; k < kSide; ++k)
    out_row[k] = lim::stored<decltype(out_row[k])>(lim_flag);
  __syncthreads();
  for (int r = 0; r < kSide; ++r)
    out[blockIdx.x * kSide * kSide + r * kSide + tx] = lim::stored<decltype(out[blockIdx.x * kSide * kSide + r * kSide + tx])>(lim_flag);
}
