// status: ok
__global__ void indexFromHelper__full(const float *x, float *y, float f) {
  float c[1];
  place(c, f);
  y[threadIdx.x] = x[(int)c[0]];
}
