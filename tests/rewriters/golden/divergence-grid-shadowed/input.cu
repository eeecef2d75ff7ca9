// A test on the grid's index whose thread index is a local another declaration names again
// where the branch is (`for (int t = 0; ...)` around `if (j % 2 == 0)`, j = base + t): the
// split would read the loop's t for the thread's, so the branch is kept and said.
__global__ void gridShadowed(const float *in, float *out) {
  const int t = threadIdx.x;
  const int j = blockIdx.x * blockDim.x + t;
  float x = in[j];
  for (int t = 0; t < 2; ++t) {
    if (j % 2 == 0)
      x = x * 1.5f + static_cast<float>(t);
  }
  out[j] = x;
}
