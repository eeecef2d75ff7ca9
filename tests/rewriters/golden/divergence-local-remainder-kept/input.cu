// Locals that hold no remainder the what-if can split on, each kept as written: a bool holds
// only whether the remainder is zero (`b == 1` is no residue), a stride that does not divide
// the local's (`lane % 8` of `threadIdx.x % 12` is not `threadIdx.x % 8`), and a local written
// after it is set.
__global__ void parityNotHeld(const float *x, float *y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const bool nonzero = threadIdx.x & 3;
  const int twelfth = threadIdx.x % 12;
  int odd = threadIdx.x & 1;
  odd ^= 1;
  float r = x[i];
  if (nonzero == 1)
    r = sinf(r);
  if (twelfth % 8 == 0)
    r = sqrtf(r);
  if (odd)
    r = expf(r);
  y[i] = r;
}
