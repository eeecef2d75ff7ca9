// status: ok
__device__ void sumQuads(float *out, const float *in, int n);
__device__ void sumQuads__store(int lim_flag, float *out, const float *in, int n);
__device__ void sumQuads__store(int lim_flag, float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (4 * i + 3 < n) {
    float4 v = load4__store(lim_flag, in + 4 * i);
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
  }
}
__device__ float4 load4__store(int lim_flag, const float *at) { return lim::opaque<decltype(*reinterpret_cast<const float4 *>(at))>(lim_flag, 468u, &(*reinterpret_cast<const float4 *>(at))); }
template <Stage stage>
__global__ void pipelined__store(float *out, const float *in, int n, int lim_flag) {
  lim::clone_for<stage, static_cast<decltype(stage)>(&::sumQuads), &::sumQuads__store>()(lim_flag, out, in, n);
}
