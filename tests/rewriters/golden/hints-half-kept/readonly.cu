// status: conservative
// reason: line 14: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ bool same__readonly(const __half &a, const __half &b) { return &a == &b; }
template <class T> __global__ void keep__readonly(T *out, float *flags, const __half *in, float x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  flags[i] = same__readonly(in[i], in[i + n]);
  int j = i;
  out[i + 2 * n] = __ldg(&(in[j++]));
  out[j + 3 * n] = x;
}
