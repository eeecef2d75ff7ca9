// Branches on a local that holds a remainder of the thread index: the parity held once and
// tested as a truth value (`if (odd)`), the lane's remainder of a smaller stride (`(lane & 1)
// == 0` is `(threadIdx.x & 1) == 0`), and a switch on such a local. The no-divergence what-if
// splits them as it splits the test written on threadIdx.x: each arm's threads a run of the
// block's first, named by the thread index the local's initialiser reads.
__global__ void parityHeld(const float *x, float *y, float *z, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int odd = threadIdx.x & 1;
  const unsigned lane = threadIdx.x % 32;
  const int quarter = threadIdx.x & 3;
  float r = x[i];
  if (odd)
    r = sinf(r);
  else
    r = sqrtf(r);
  if ((lane & 1) == 0)
    r = r * 2.0f + 1.0f;
  switch (quarter) {
  case 0:
    z[i] = expf(r);
    break;
  case 1:
    z[i] = sqrtf(r * r + 1.0f);
    break;
  default:
    z[i] = r;
    break;
  }
  y[i] = r;
}
