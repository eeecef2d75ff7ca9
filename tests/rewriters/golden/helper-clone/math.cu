// status: ok
__device__ void store__math(int lim_flag, float *p, int i, float v) { lim::guarded_store(&(p[i]), v, lim_flag); }
__device__ float square__math(int lim_flag, float v) { return v * v; }
__device__ float load__math(int lim_flag, const float *p, int i) { return lim::opaque_at<decltype(p[i])>(lim_flag, 54u, (i)); }
__global__ void squares__math(const float *in, float *out, int lim_flag) {
  int i = threadIdx.x;
  store__math(lim_flag, out, i, square__math(lim_flag, load__math(lim_flag, in, i)) + 1.0f);
}
