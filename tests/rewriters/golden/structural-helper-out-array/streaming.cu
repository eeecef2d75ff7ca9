// status: ok
__device__ void place__streaming(float *out, float f) { out[0] = f * 0.3; }
__global__ void indexFromHelper__streaming(const float *x, float *y, float f) {
  float c[1];
  place__streaming(c, f);
  __stcs(&(y[threadIdx.x]), __ldcs(&(x[(int)c[0]])));
}
