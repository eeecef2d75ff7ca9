// status: ok
__global__ void flatFill__skeleton(const float *in, float *out, int lim_flag) {
  __shared__ float tile[kSide][kSide];
  const int tx = threadIdx.x;
  float *flat = tile[0];
  for (int k = tx; k < kSide * kSide; k += blockDim.x)
    lim::guarded_store(&(flat[k]), lim::stored<decltype(flat[k])>(lim_flag), lim_flag);
  __syncthreads();
  float acc = 0.0f;
  for (int r = 0; r < kSide; ++r)
    acc += tile[tx][r];
  lim::guarded_store(&(out[blockIdx.x * kSide + tx]), lim::stored<decltype(out[blockIdx.x * kSide + tx])>(lim_flag), lim_flag);
}
