// status: ok
__global__ void drawAll__full(Lcg *states, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = draw(states[i], 1.0f / 16777216.0f);
}
