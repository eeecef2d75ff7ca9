// status: ok
__global__ void rowNorms__math(const float *in, float *out, float *norms, int n, int lim_flag) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = t & 31;
  const int warp = t >> 5;
  const float *x = in + warp * n;
  float s = 0.0f;
  for (int k = lane; k < n; k += 32)
    s += lim::opaque_at<decltype(x[k])>(lim_flag, 740u, (k)) * lim::opaque_at<decltype(x[k])>(lim_flag, 747u, (k));
  for (int off = 16; off > 0; off >>= 1)
    s += __shfl_down_sync(0xffffffffu, s, off);
  if (lane == 0)
    lim::guarded_store(&(norms[warp]), sqrtf(s), lim_flag);
  float *y = out + t * n;
  for (int k = 0; k < n; ++k)
    lim::guarded_store(&(y[k]), s, lim_flag);
}
