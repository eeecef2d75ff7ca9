// status: ok
__global__ void scale4__mem(const float *__restrict__ in, float *__restrict__ out, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = reinterpret_cast<const float4 *>(in)[i];
  float w = __ldg(in + 4 * i);
  reinterpret_cast<float4 *>(out)[i] = float4{lim::fold<decltype(v.x * s)>(v.x), lim::fold<decltype(v.y * s)>(v.y), lim::fold<decltype(v.z * s)>(v.z), lim::fold<decltype(v.w * w)>(v.w, w)};
}
