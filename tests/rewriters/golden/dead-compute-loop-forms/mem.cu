// status: ok
__global__ void forms__mem(const float *in, float *out, int steps, int a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = in[i], acc = 0.0f;
  if (a > 0)
    do { acc = lim::fold<decltype(acc)>(acc, x); } while (0)
;
  else
    acc = 1.0f;
  float total = 0.0f;
  float &r = total;
  do { r = lim::fold<decltype(r)>(r, x); } while (0)
;
  out[i] = lim::fold<decltype(out[i])>(acc);
}
