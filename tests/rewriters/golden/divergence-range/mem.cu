// status: ok
__global__ void halfWarps__mem(const float *in, float *out, int k) {
  const int t = threadIdx.x;
  const int lane = threadIdx.x & 31;
  float x = in[blockIdx.x * blockDim.x + t];
  if (t % 32 < 16) {
    do { x = lim::fold<decltype(x)>(x); } while (0)
;
  } else {
    do { x = lim::fold<decltype(x)>(x); } while (0)
;
  }
  if (lane >= 24)
    x = lim::fold<decltype(x)>(x, x);
  if (8 > t % 16)
    x = lim::fold<decltype(x)>(x);
  if (t % 32 <= 3)
    x = lim::fold<decltype(x)>(x);
  if (threadIdx.x % 32 > k)
    x = lim::fold<decltype(x)>(x);
  if (t % 32 < 4 && x > 0.0f)
    x = lim::fold<decltype(x)>(x);
  out[blockIdx.x * blockDim.x + t] = x;
}
