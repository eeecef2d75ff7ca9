// status: conservative
// reason: line 3: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 5: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void scale4__streaming(const float *__restrict__ in, float *__restrict__ out, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = reinterpret_cast<const float4 *>(in)[i];
  float w = __ldg(in + 4 * i);
  reinterpret_cast<float4 *>(out)[i] = float4{v.x * s, v.y * s, v.z * s, v.w * w};
}
