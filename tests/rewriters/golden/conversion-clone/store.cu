// status: ok
__device__ int lim_operator_to_int__store(int lim_flag) const;
__device__ float lim_operator_call__store(int lim_flag, float v) const { return k * v + 1.0f; }
__device__  float lim_operator_to_float__store(int lim_flag) const { return raw * 0.25f; }
__device__ int Quantity::lim_operator_to_int__store(int lim_flag) const { return static_cast<int>(raw) + 3; }
__global__ void convert__store(const float *in, float *out, int *whole, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quantity q{lim::opaque_at<decltype(in[i])>(lim_flag, 767u, (i))};
  Scale s{2.0f};
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  whole[i] = lim::stored<decltype(whole[i])>(lim_flag);
}
