// status: ok
__global__ void rowNorms__nobankconflict(const float *in, float *out) {
  __shared__ float tile[kSide][(kSide) + 1];
  __shared__ float scaled[kSide][(kSide) + 1];
  const int tx = threadIdx.x;
  const float *src = in + blockIdx.x * kSide * kSide;
  for (int r = 0; r < kSide; ++r)
    tile[r][tx] = src[r * kSide + tx];
  __syncthreads();
  const float *mine = tile[tx];
  float *out_row = scaled[tx];
  float sum = 0.0f;
  for (int k = 0; k < kSide; ++k)
    sum += mine[k] * mine[k];
  const float inv = 1.0f / sqrtf(sum + 1e-6f);
  for (int k = 0; k < kSide; ++k)
    out_row[k] = mine[k] * inv;
  __syncthreads();
  for (int r = 0; r < kSide; ++r)
    out[blockIdx.x * kSide * kSide + r * kSide + tx] = scaled[r][tx];
}
