// status: ok
__device__ void place__coalesced(float *out, float f) { out[0] = f * 0.3; }
__global__ void indexFromHelper__coalesced(const float *x, float *y, float f) {
  float c[1];
  place__coalesced(c, f);
  y[threadIdx.x] = x[lim::coalesced_index((int)c[0])];
}
