// status: ok
__global__ void rowByReference__store(const float *in, float *out, int lim_flag) {
  __shared__ float tile[kSide][kSide];
  const int tx = threadIdx.x;
  for (int r = 0; r < kSide; ++r)
    tile[r][tx] = lim::stored<decltype(tile[r][tx])>(lim_flag);
  __syncthreads();
  float (&mine)[kSide] = tile[tx];
  float acc = 0.0f;
  for (unsigned k = 0; k < sizeof(tile[0]) / sizeof(float); ++k)
    acc += mine[k];
  out[blockIdx.x * kSide + tx] = lim::stored<decltype(out[blockIdx.x * kSide + tx])>(lim_flag);
}
