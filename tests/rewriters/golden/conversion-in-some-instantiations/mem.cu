// status: ok
__device__ int lim_operator_to_int__mem() const { return d; }
__device__ int lim_operator_to_int__mem() const { return lim::fold<decltype(d / 2 + 1)>(d); }
template <typename D>
__global__ void divide__mem(int *buf, D d1, D d2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = buf[i];
  x = lim::fold<decltype(x)>(x);
  x = lim::fold<decltype(x)>(x);
  buf[i] = x;
}
