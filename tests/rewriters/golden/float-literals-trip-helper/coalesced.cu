// status: ok
__device__ void fill__coalesced(float *out, float lim, float v) {
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    out[lim::coalesced(out, j)] = v;
}
__device__ float pick__coalesced(const float *in, double at) { return in[lim::coalesced(in, (int)at)]; }
__global__ void boundedThroughHelpers__coalesced(float *out, const float *in, int n, float scale) {
  fill__coalesced(out, n * 0.1 * 10.0, scale * 0.5);
  out[n + threadIdx.x] = pick__coalesced(in, threadIdx.x * 0.5 * 2.0) * 0.25;
}
