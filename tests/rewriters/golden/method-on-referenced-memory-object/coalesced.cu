// status: conservative
// reason: line 13: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__device__ float draw__coalesced(Lcg &gen, float scale) { return (gen.next() >> 8) * scale; }
__global__ void drawAll__coalesced(Lcg *states, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced_index_linear(i, 1)] = draw__coalesced(states[i], 1.0f / 16777216.0f);
}
