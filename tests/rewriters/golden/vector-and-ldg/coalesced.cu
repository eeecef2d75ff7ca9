// status: conservative
// reason: line 4: keeps a global access it cannot re-index (not written `p[i]` or `*(p + i)` with a pointer p free of side effects, or an intrinsic)
__global__ void scale4__coalesced(const float *__restrict__ in, float *__restrict__ out, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = reinterpret_cast<const float4 *>(in)[lim::coalesced_index_linear(i, 1)];
  float w = __ldg(in + 4 * i);
  reinterpret_cast<float4 *>(out)[lim::coalesced_index_linear(i, 1)] = float4{v.x * s, v.y * s, v.z * s, v.w * w};
}
