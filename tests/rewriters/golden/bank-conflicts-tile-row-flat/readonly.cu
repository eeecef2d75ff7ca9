// status: ok
__global__ void flatFill__readonly(const float *in, float *out) {
  __shared__ float tile[kSide][kSide];
  const int tx = threadIdx.x;
  float *flat = tile[0];
  for (int k = tx; k < kSide * kSide; k += blockDim.x)
    flat[k] = __ldg(&(in[blockIdx.x * kSide * kSide + k]));
  __syncthreads();
  float acc = 0.0f;
  for (int r = 0; r < kSide; ++r)
    acc += tile[tx][r];
  out[blockIdx.x * kSide + tx] = acc;
}
