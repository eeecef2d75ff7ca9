// status: ok
__device__ void place__store(int lim_flag, float *out, float f) { out[0] = f * 0.3; }
__global__ void indexFromHelper__store(const float *x, float *y, float f, int lim_flag) {
  float c[1];
  place__store(lim_flag, c, f);
  y[threadIdx.x] = lim::stored<decltype(y[threadIdx.x])>(lim_flag);
}
