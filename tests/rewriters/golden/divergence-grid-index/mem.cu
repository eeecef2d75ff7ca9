// status: ok
__global__ void gridParity__mem(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  if (i % 2 == 0) {
    do { x = lim::fold<decltype(x)>(x); } while (0)
;
  } else {
    do { x = lim::fold<decltype(x)>(x); } while (0)
;
  }
  if (((blockIdx.x * blockDim.x + threadIdx.x) & 3) == 0)
    x = lim::fold<decltype(x)>(x, x);
  if (i % 3 == 1)
    x = lim::fold<decltype(x)>(x);
  out[i] = x;
}
