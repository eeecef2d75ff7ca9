// A switch on a shifted remainder of the thread index, `(t + 1) % 4`, with two labels that
// share a body, a label no remainder reaches (`case 9`) and a default. The no-divergence
// what-if switches on the label of the run each thread falls in (lim::stride_case), the runs
// in the labels' order, each as long as its residue picks in full; the default takes the
// threads past them; `case 9` takes none, as in full.
__global__ void kinds(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  const unsigned i = blockIdx.x * blockDim.x + t;
  float x = in[i];
  switch ((t + 1) % 4) {
  case 0:
  case 1:
    for (int k = 0; k < 32; ++k)
      x = x * 1.5f - 0.5f;
    break;
  case 9:
    x = 0.0f;
    break;
  case 2: {
    x = x * x;
    break;
  }
  default:
    x = x + 1.0f;
    break;
  }
  out[i] = x;
}
