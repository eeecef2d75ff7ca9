// status: ok
__global__ void warpSum__blocksize(const float *in, float *out) {
  float v = in[(blockIdx.x * blockDim.y + threadIdx.y) * 32 + threadIdx.x];
  for (unsigned offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x == 0)
    out[(blockIdx.x * blockDim.y + threadIdx.y)] = sqrtf(v);
}
