// Arms that index memory by the tested remainder itself: in full every thread taking the arm
// has the residue the test picks (`odd == 0`: x[i + odd] is x[i]); in the split threads of
// the other residues take it too, and the index moves with them (the grid's last thread would
// read x[n]). Each branch and the switch keep their lanes, and say why: the local holding the
// parity, the remainder as the test spells it, and a switch's case indexed by its local.
__global__ void residueIndexed(const float *x, float *y, int n, int k) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int odd = threadIdx.x & 1;
  const int q = threadIdx.x & 3;
  float r = 0.0f;
  if (odd == 0)
    r = x[i + odd] * 2.0f;
  else
    r = sqrtf(x[i]);
  if ((threadIdx.x & 1) == 0)
    r += x[i + (threadIdx.x & 1)];
  switch (q) {
  case 0:
    r += x[i + q * k];
    break;
  default:
    r += 1.0f;
    break;
  }
  y[i] = r;
}
