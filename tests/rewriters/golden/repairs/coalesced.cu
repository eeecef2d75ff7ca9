// status: ok
__global__ void relax__coalesced(float *__restrict__ x, const float *__restrict__ origin,
                      float *__restrict__ m, pair2 *__restrict__ out, int steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[lim::coalesced(x, i)] = origin[lim::coalesced(origin, i)];
    x[lim::coalesced(x, i)] += cosf(origin[lim::coalesced(origin, i)]);
    for (int t = 1; t <= steps; t++)
      m[lim::coalesced(m, i)] = 0.9f * m[lim::coalesced(m, i)] + powf(0.9f, t);
    float s = 0.0f;
#pragma unroll 4
    for (int t = 0; t < steps; t++)
      s += m[lim::coalesced(m, i + t)];
    out[lim::coalesced(out, i)] = pair2{s, x[lim::coalesced(x, i)]};
  }
}
