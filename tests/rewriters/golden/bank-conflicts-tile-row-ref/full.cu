// status: ok
__global__ void rowByReference__full(const float *in, float *out) {
  __shared__ float tile[kSide][kSide];
  const int tx = threadIdx.x;
  for (int r = 0; r < kSide; ++r)
    tile[r][tx] = in[blockIdx.x * kSide * kSide + r * kSide + tx];
  __syncthreads();
  float (&mine)[kSide] = tile[tx];
  float acc = 0.0f;
  for (unsigned k = 0; k < sizeof(tile[0]) / sizeof(float); ++k)
    acc += mine[k];
  out[blockIdx.x * kSide + tx] = acc;
}
