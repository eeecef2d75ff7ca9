// status: ok
__global__ void phases__mem(const float *in, float *out, int steps) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  float x = in[i];
  if ((t & 3) == 0) {
    do { x = lim::fold<decltype(x)>(x); } while (0)
;
  } else if (t % 4 == 2) {
    do { x = lim::fold<decltype(x)>(x); } while (0)
;
  } else if (t % 4 == 3) {
    x = lim::fold<decltype(x)>(x);
  }
  out[i] = x;
}
