// status: ok
__global__ void combine__readonly(const float *x, const float *y, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Blend op;
  if (i < n)
    out[i] = op(__ldg(&(x[i])), __ldg(&(y[i])));
}
