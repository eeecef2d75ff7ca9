// status: ok
__device__ void sumQuads(float *out, const float *in, int n);
__device__ void sumQuads__math(int lim_flag, float *out, const float *in, int n);
__device__ void sumQuads__math(int lim_flag, float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (4 * i + 3 < n) {
    float4 v = load4__math(lim_flag, in + 4 * i);
    lim::guarded_store(&(out[i]), v.x + v.y + v.z + v.w, lim_flag);
  }
}
__device__ float4 load4__math(int lim_flag, const float *at) { return lim::opaque<decltype(*reinterpret_cast<const float4 *>(at))>(lim_flag, 468u, &(*reinterpret_cast<const float4 *>(at))); }
template <Stage stage>
__global__ void pipelined__math(float *out, const float *in, int n, int lim_flag) {
  lim::clone_for<stage, static_cast<decltype(stage)>(&::sumQuads), &::sumQuads__math>()(lim_flag, out, in, n);
}
