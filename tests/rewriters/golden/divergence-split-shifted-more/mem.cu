// status: ok
__device__ float before__mem(const float *v, int j) { return v[j - 1]; }
__global__ void shiftedArms__mem(const float *in, float *out, int n) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const float *p = &in[i];
  float x = 0.0f;
  if (t % 2 == 1)
    x = p[-1];
  else
    x = p[0];
  int j = i;
  j -= 1;
  if (t % 2 == 1)
    x = lim::fold<decltype(x)>(x, in[j]);
  else
    x = lim::fold<decltype(x)>(x);
  if (t % 2 == 1)
    x = lim::fold<decltype(x)>(x, before__mem(in, i));
  else
    x = lim::fold<decltype(x)>(x);
  struct Place {
    int at;
  } place;
  place.at = i - 1;
  if (t % 2 == 1)
    x = lim::fold<decltype(x)>(x, in[place.at]);
  else
    x = lim::fold<decltype(x)>(x);
  if (t % 2 == 0)
    out[2 * i + 1] = lim::fold<decltype(out[2 * i + 1])>(x, in[i + n]);
  else
    out[2 * i] = lim::fold<decltype(out[2 * i])>(x, in[i + n]);
}
