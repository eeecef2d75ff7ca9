// Grid-stride loops whose index is declared outside the loop and stepped by it: a `while`
// loop stepping at the end of its body, and a `for` with no init (as ATen writes them). The
// lanes that run an iteration together have taken as many steps, so their accesses lie one
// element apart, coalesced already, and the coalesced what-if leaves them as written. Where
// the index is read after its loop (the lanes left after different numbers of steps), or the
// loop runs again inside another without its index set anew, or a `continue` may skip the
// step, the lanes no longer lie one element apart for all the rewriter can tell: those
// accesses are re-indexed.
__global__ void stepsOutside(const float *x, float *y, float *z, float *w, long long n,
                             int rounds) {
  const long long stride = (long long)blockDim.x * gridDim.x;
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (i < n) {
    y[i] = 2.0f * x[i];
    i += stride;
  }
  long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (; j < n; j += stride)
    z[j] = x[j] + 1.0f;
  w[j - stride] = 0.0f;
  long long k = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; r < rounds; ++r) {
    while (k < n) {
      z[k] += x[k];
      k += stride;
    }
  }
  long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  while (m < n) {
    if (x[m] < 0.0f) {
      m += stride;
      continue;
    }
    w[m] = x[m];
    m += stride;
  }
}
