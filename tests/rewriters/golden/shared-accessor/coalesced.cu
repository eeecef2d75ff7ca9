// status: ok
__global__ void blockSum__coalesced(const float *in, float *out, unsigned n) {
  float *buf = DynamicShared<float>();
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  buf[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = buf[0];
}
