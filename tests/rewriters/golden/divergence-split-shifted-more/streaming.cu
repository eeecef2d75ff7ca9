// status: ok
__device__ float before__streaming(const float *v, int j) { return __ldcs(&(v[j - 1])); }
__global__ void shiftedArms__streaming(const float *in, float *out, int n) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const float *p = &in[i];
  float x = 0.0f;
  if (t % 2 == 1)
    x = __ldcs(&(p[-1]));
  else
    x = __ldcs(&(p[0]));
  int j = i;
  j -= 1;
  if (t % 2 == 1)
    x += __ldcs(&(in[j]));
  else
    x += 1.0f;
  if (t % 2 == 1)
    x += before__streaming(in, i);
  else
    x -= 1.0f;
  struct Place {
    int at;
  } place;
  place.at = i - 1;
  if (t % 2 == 1)
    x += __ldcs(&(in[place.at]));
  else
    x += 2.0f;
  if (t % 2 == 0)
    __stcs(&(out[2 * i + 1]), x + __ldcs(&(in[i + n])));
  else
    __stcs(&(out[2 * i]), x - __ldcs(&(in[i + n])));
}
