// status: ok
__device__ float lim_operator_call__store(int lim_flag, float v) const { return k * v + 1.0f; }
__device__ float lim_operator_call__store(int lim_flag, float v) { return v + static_cast<float>(seen++); }
template <typename Op>
__global__ void apply__store(const float *in, float *out, int n, Op op, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
