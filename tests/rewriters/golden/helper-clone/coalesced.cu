// status: ok
__device__ void store__coalesced(float *p, int i, float v) { p[lim::coalesced(p, i)] = v; }
__device__ float square__coalesced(float v) { return v * v; }
__device__ float load__coalesced(const float *p, int i) { return p[lim::coalesced(p, i)]; }
__global__ void squares__coalesced(const float *in, float *out) {
  int i = threadIdx.x;
  store__coalesced(out, i, square__coalesced(load__coalesced(in, i)) + 1.0f);
}
