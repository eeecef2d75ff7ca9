// status: ok
__global__ void scale4__coalesced(const float *__restrict__ in, float *__restrict__ out, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = reinterpret_cast<const float4 *>(in)[i];
  float w = __ldg((&in[lim::coalesced_index_linear(4 * i, 4)]));
  reinterpret_cast<float4 *>(out)[i] = float4{v.x * s, v.y * s, v.z * s, v.w * w};
}
