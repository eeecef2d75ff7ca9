// status: ok
__global__ void doubled__full(const float *p, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = twice(p[i]) + 1.0f;
}
