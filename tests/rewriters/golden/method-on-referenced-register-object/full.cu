// status: ok
__global__ void scatterDisk__full(const float *radius, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Xorshift gen(i * 2654435761u);
  out[i] = sampleDisk(gen, radius[i]);
}
