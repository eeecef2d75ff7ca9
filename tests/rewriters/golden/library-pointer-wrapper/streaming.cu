// status: conservative
// reason: line 9: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void gatherScaled__streaming(thrust::device_ptr<const float> in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = s * in[i];
}
