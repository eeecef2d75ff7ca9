// status: ok
__device__ float before__coalesced(const float *v, int j) { return v[lim::coalesced(v, j - 1)]; }
__global__ void shiftedArms__coalesced(const float *in, float *out, int n) {
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
    x += in[j];
  else
    x += 1.0f;
  if (t % 2 == 1)
    x += before__coalesced(in, i);
  else
    x -= 1.0f;
  struct Place {
    int at;
  } place;
  place.at = i - 1;
  if (t % 2 == 1)
    x += in[lim::coalesced_index(place.at)];
  else
    x += 2.0f;
  if (t % 2 == 0)
    out[lim::coalesced_index_linear(2 * i + 1, 2)] = x + in[i + n];
  else
    out[lim::coalesced_index_linear(2 * i, 2)] = x - in[i + n];
}
