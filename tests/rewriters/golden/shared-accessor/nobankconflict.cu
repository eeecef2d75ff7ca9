// status: ok
__global__ void blockSum__nobankconflict(const float *in, float *out, unsigned n) {
  float *buf = DynamicShared<float>();
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  buf[lim::bank_swizzled_dynamic<32, 1, 4>(t)] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      buf[lim::bank_swizzled_dynamic<32, 1, 4>(t)] += buf[lim::bank_swizzled_dynamic<32, 1, 4>(t + s)];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = buf[lim::bank_swizzled_dynamic<32, 1, 4>(0)];
}
