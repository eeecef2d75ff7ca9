// status: ok
__global__ void warpSum__math(const float *in, float *out, int lim_flag) {
  float v = lim::opaque_at<decltype(in[blockIdx.x * 32 + threadIdx.x])>(lim_flag, 300u, (blockIdx.x * 32 + threadIdx.x));
  for (unsigned offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x == 0)
    lim::guarded_store(&(out[blockIdx.x]), sqrtf(v), lim_flag);
}
