// status: conservative
// reason: line 9: 'operator const float' (a function of a library or of another translation unit) is called with memory; limiter cannot tell its accesses from its arithmetic, so it is kept as is in every variant
// reason: line 9: 'operator[]' (a function of a library or of another translation unit) is called with memory; limiter cannot tell its accesses from its arithmetic, so it is kept as is in every variant
__global__ void gatherScaled__store(thrust::device_ptr<const float> in, float *out, float s, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
