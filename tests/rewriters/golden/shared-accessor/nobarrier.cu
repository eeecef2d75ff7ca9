// status: ok
__global__ void blockSum__nobarrier(const float *in, float *out, unsigned n) {
  float *buf = DynamicShared<float>();
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  buf[t] = i < n ? in[i] : 0.0f;
  lim::barrier_removed();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      buf[t] += buf[t + s];
    lim::barrier_removed();
  }
  if (t == 0)
    out[blockIdx.x] = buf[0];
}
