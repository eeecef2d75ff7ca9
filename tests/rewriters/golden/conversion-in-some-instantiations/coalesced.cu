// status: conservative
// reason: line 21: the kernel's instantiations differ here: some call a function limiter clones ('Halved::operator int'), others a function it does not or none; the call keeps the originals
// reason: line 22: the kernel's instantiations differ here: some call a function limiter clones ('Halved::operator int'), others a function it does not or none; the call keeps the originals
__device__ int lim_operator_to_int__coalesced() const { return d; }
__device__ int lim_operator_to_int__coalesced() const { return d / 2 + 1; }
template <typename D>
__global__ void divide__coalesced(int *buf, D d1, D d2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = buf[lim::coalesced(buf, i)];
  x /= d1;
  x /= d2;
  buf[lim::coalesced(buf, i)] = x;
}
