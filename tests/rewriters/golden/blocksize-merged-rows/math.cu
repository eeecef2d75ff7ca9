// status: ok
__device__ float warpSum__math(int lim_flag, float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__device__ unsigned rowsOfGrid__math(int lim_flag) { return gridDim.x; }
__global__ void rowNorms__math(const float *in, float *norms, int cols, int lim_flag) {
  const unsigned row = blockIdx.x;
  const float *r = in + (size_t)row * cols;
  float s = 0.f;
  for (int k = threadIdx.x; k < cols; k += blockDim.x)
    s += lim::opaque_at<decltype(r[k])>(lim_flag, 734u, (k)) * lim::opaque_at<decltype(r[k])>(lim_flag, 741u, (k));
  s = warpSum__math(lim_flag, s);
  if (threadIdx.x == 0 && row < rowsOfGrid__math(lim_flag))
    lim::guarded_store(&(norms[blockIdx.x]), sqrtf(s), lim_flag);
}
