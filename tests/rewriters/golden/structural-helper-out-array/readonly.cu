// status: ok
__device__ void place__readonly(float *out, float f) { out[0] = f * 0.3; }
__global__ void indexFromHelper__readonly(const float *x, float *y, float f) {
  float c[1];
  place__readonly(c, f);
  y[threadIdx.x] = __ldg(&(x[(int)c[0]]));
}
