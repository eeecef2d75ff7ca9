// status: ok
__device__ int lim_operator_to_int__store(int lim_flag) const { return d; }
__device__ int value__store(int lim_flag) const { return d; }
__device__ float lim_operator_to_float__store(int lim_flag) const { return 0.5f * d; }
__device__ unsigned lim_operator_to_unsigned_int__store(int lim_flag) const { return lim::opaque<decltype(globalScale)>(lim_flag, 414u, &(globalScale)); }
__global__ void quotients__store(const int *in, int *out, float *scaled, Divisor div, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  scaled[i] = lim::stored<decltype(scaled[i])>(lim_flag);
}
