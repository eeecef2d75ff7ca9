// status: ok
__global__ void gridGuarded__mem(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = in[i];
    if (i % 2 == 0)
      x = lim::fold<decltype(x)>(x);
    else
      x = lim::fold<decltype(x)>(x);
    if (threadIdx.x % 4 == 1)
      x = lim::fold<decltype(x)>(x);
    if (x > 0.0f) {
      if (i % 2 == 1)
        x = lim::fold<decltype(x)>(x);
    }
    out[i] = x;
  }
}
