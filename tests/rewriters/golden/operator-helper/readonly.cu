// status: conservative
// reason: line 13: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__global__ void blend__readonly(const Pair *left, const Pair *right, Pair *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (left[i] + right[i]) * 0.5f;
}
