// status: ok
__global__ void mixed__mem(const float *in, float *out, double *wide, double step, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = in[i];
  float s = 0.0f;
  do { s = lim::fold<decltype(s)>(s, v); } while (0)
;
  do { s = lim::fold<decltype(s)>(s); } while (0)
;
  wide[i] = lim::fold<decltype(wide[i])>(i, step);
  out[i] = s;
}
