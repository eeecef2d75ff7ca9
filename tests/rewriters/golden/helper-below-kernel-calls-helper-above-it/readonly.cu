// status: ok
__device__ void sumQuads(float *out, const float *in, int n);
__device__ void sumQuads__readonly(float *out, const float *in, int n);
__device__ void sumQuads__readonly(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (4 * i + 3 < n) {
    float4 v = load4__readonly(in + 4 * i);
    out[i] = v.x + v.y + v.z + v.w;
  }
}
__device__ float4 load4__readonly(const float *at) { return __ldg(&(*reinterpret_cast<const float4 *>(at))); }
template <Stage stage>
__global__ void pipelined__readonly(float *out, const float *in, int n) {
  lim::clone_for<stage, static_cast<decltype(stage)>(&::sumQuads), &::sumQuads__readonly>()(out, in, n);
}
