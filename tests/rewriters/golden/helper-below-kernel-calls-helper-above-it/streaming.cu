// status: conservative
// reason: line 11: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ void sumQuads(float *out, const float *in, int n);
__device__ void sumQuads__streaming(float *out, const float *in, int n);
__device__ void sumQuads__streaming(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (4 * i + 3 < n) {
    float4 v = load4__streaming(in + 4 * i);
    __stcs(&(out[i]), v.x + v.y + v.z + v.w);
  }
}
__device__ float4 load4__streaming(const float *at) { return *reinterpret_cast<const float4 *>(at); }
template <Stage stage>
__global__ void pipelined__streaming(float *out, const float *in, int n) {
  lim::clone_for<stage, static_cast<decltype(stage)>(&::sumQuads), &::sumQuads__streaming>()(out, in, n);
}
