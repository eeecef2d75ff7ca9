// status: ok
__global__ void scale4__readonly(const float *__restrict__ in, float *__restrict__ out, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = __ldg(&(reinterpret_cast<const float4 *>(in)[i]));
  float w = __ldg(in + 4 * i);
  reinterpret_cast<float4 *>(out)[i] = float4{v.x * s, v.y * s, v.z * s, v.w * w};
}
