// Else-if chains the split cannot hand to runs of threads: one that tests a residue twice (the
// second arm takes no thread in full), and one whose second test has another stride. Each
// first if's else then branches on the thread's own index, and the no-divergence what-if keeps
// both chains as written, and says why.
__global__ void unevenChains(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  if (t % 4 == 1)
    x = x * 2.0f;
  else if (t % 4 == 1)
    x = x * 3.0f;
  else
    x = x + 1.0f;
  if (t % 4 == 0)
    x = x - 1.0f;
  else if (t % 8 == 1)
    x = x * 0.5f;
  out[blockIdx.x * blockDim.x + t] = x;
}
