// status: ok
__global__ void kinds__mem(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  const unsigned i = blockIdx.x * blockDim.x + t;
  float x = in[i];
  switch ((t + 1) % 4) {
  case 0:
  case 1:
    do { x = lim::fold<decltype(x)>(x); } while (0)
;
    break;
  case 9:
    x = 0.0f;
    break;
  case 2: {
    x = lim::fold<decltype(x)>(x, x);
    break;
  }
  default:
    x = lim::fold<decltype(x)>(x);
    break;
  }
  out[i] = x;
}
