// status: ok
template <typename D>
__global__ void divide__full(int *buf, D d1, D d2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = buf[i];
  x /= d1;
  x /= d2;
  buf[i] = x;
}
