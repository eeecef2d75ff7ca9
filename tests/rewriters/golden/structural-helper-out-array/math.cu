// status: ok
__device__ void place__math(int lim_flag, float *out, float f) { out[0] = f * 0.3; }
__global__ void indexFromHelper__math(const float *x, float *y, float f, int lim_flag) {
  float c[1];
  place__math(lim_flag, c, f);
  lim::guarded_store(&(y[threadIdx.x]), lim::opaque_at<decltype(x[(int)c[0]])>(lim_flag, 627u, ((int)c[0])), lim_flag);
}
