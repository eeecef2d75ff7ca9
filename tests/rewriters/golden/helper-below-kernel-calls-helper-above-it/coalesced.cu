// status: conservative
// reason: line 11: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__device__ void sumQuads(float *out, const float *in, int n);
__device__ void sumQuads__coalesced(float *out, const float *in, int n);
__device__ void sumQuads__coalesced(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (4 * i + 3 < n) {
    float4 v = load4__coalesced(in + 4 * i);
    out[lim::coalesced(out, i)] = v.x + v.y + v.z + v.w;
  }
}
__device__ float4 load4__coalesced(const float *at) { return *reinterpret_cast<const float4 *>(at); }
template <Stage stage>
__global__ void pipelined__coalesced(float *out, const float *in, int n) {
  lim::clone_for<stage, static_cast<decltype(stage)>(&::sumQuads), &::sumQuads__coalesced>()(out, in, n);
}
