// status: ok
__global__ void flatFill__mem(const float *in, float *out) {
  __shared__ float tile[kSide][kSide];
  const int tx = threadIdx.x;
  float *flat = tile[0];
  for (int k = tx; k < kSide * kSide; k += blockDim.x)
    flat[k] = in[blockIdx.x * kSide * kSide + k];
  __syncthreads();
  float acc = 0.0f;
  for (int r = 0; r < kSide; ++r)
    (void)0;
  out[blockIdx.x * kSide + tx] = acc;
 lim::keep_shared(&tile); }
