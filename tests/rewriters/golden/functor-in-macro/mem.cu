// status: conservative
// reason: line 15: the arithmetic inside 'operator()' (a function written by a macro, whose text limiter cannot copy) is kept
__global__ void combine__mem(const float *x, const float *y, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Blend op;
  if (i < n)
    out[i] = op(x[i], y[i]);
}
