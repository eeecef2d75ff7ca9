// A switch on the parity of a signed grid index that may lie below zero (the launch's first
// block starts at `from`), with a label for C's negative remainder: where the block starts
// at zero or past it, no index is negative, and the split hands each label's threads a run;
// where it starts below zero, the what-if asks the switch as it was (its residues are not the
// stride's there).
__global__ void parityFrom(const float *in, float *out, int from) {
  const int base = from + static_cast<int>(blockIdx.x * blockDim.x);
  const int i = base + threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + threadIdx.x];
  switch (i % 2) {
  case 0:
    x = x * 0.5f;
    break;
  case 1:
    x = x * 3.0f + 1.0f;
    break;
  case -1:
    x = -x;
    break;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = x;
}
