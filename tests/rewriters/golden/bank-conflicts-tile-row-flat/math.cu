// status: ok
__global__ void flatFill__math(const float *in, float *out, int lim_flag) {
  __shared__ float tile[kSide][kSide];
  const int tx = threadIdx.x;
  float *flat = tile[0];
  for (int k = tx; k < kSide * kSide; k += blockDim.x)
    flat[k] = lim::opaque_at<decltype(in[blockIdx.x * kSide * kSide + k])>(lim_flag, 685u, (blockIdx.x * kSide * kSide + k));
  __syncthreads();
  float acc = 0.0f;
  for (int r = 0; r < kSide; ++r)
    acc += tile[tx][r];
  lim::guarded_store(&(out[blockIdx.x * kSide + tx]), acc, lim_flag);
}
