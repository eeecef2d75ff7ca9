// status: conservative
// reason: line 10: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
template <class U> __device__ float twice__streaming(U &x) { return 2.0f * x; }
__global__ void doubled__streaming(const float *p, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(out[i]), twice__streaming(p[i]) + 1.0f);
}
