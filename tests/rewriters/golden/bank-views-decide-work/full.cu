// status: ok
__global__ void countsThroughView__full(const int *in, const float *x, float *out) {
  __shared__ int cnt[512];
  int *c = cnt;
  const unsigned t = threadIdx.x;
  cnt[t] = in[blockIdx.x * 512 + t];
  cnt[t + 256] = in[blockIdx.x * 512 + 256 + t];
  __syncthreads();
  float acc = 0.0f;
  for (int j = 0; j < c[2 * t]; ++j)
    acc += x[j];
  out[blockIdx.x * blockDim.x + t] = acc;
}
