// An index a lambda captures by reference and writes, the lambda called inside the loop that
// reads through the index: the loop alone does not show the write, so no shift is taken once
// before the loop (it would have been the first iteration's, wrong after the write, and read
// before the array); each read is re-indexed where it is. A reviewer's case.
__global__ void rowsReset(const float *in, float *out, int n) {
  int j = blockIdx.x * 1024 + threadIdx.x * 32;
  auto reset = [&] { j = blockIdx.x * 1024; };
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    acc += in[j + k];
    reset();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
