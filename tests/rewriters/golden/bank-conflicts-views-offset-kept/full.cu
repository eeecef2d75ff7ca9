// status: ok
__global__ void movedOffset__full(const float *in, float *out) {
  extern __shared__ float pool[];
  const int lane = threadIdx.x & 31;
  int at = (threadIdx.x >> 5) * 1024;
  float *tile = pool + at;
  for (int r = 0; r < 32; ++r)
    tile[r * 32 + lane] = in[blockIdx.x * blockDim.x * 32 + at + r * 32 + lane];
  __syncthreads();
  at = 0;
  float acc = 0.0f;
  for (int c = 0; c < 32; ++c)
    acc += tile[lane * 32 + c];
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc + pool[at];
}
