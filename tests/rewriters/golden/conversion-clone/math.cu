// status: ok
__device__ int lim_operator_to_int__math(int lim_flag) const;
__device__ float lim_operator_call__math(int lim_flag, float v) const { return k * v + 1.0f; }
__device__  float lim_operator_to_float__math(int lim_flag) const { return raw * 0.25f; }
__device__ int Quantity::lim_operator_to_int__math(int lim_flag) const { return static_cast<int>(raw) + 3; }
__global__ void convert__math(const float *in, float *out, int *whole, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quantity q{lim::opaque_at<decltype(in[i])>(lim_flag, 767u, (i))};
  Scale s{2.0f};
  lim::guarded_store(&(out[i]), (s).lim_operator_call__math(lim_flag, float((q).lim_operator_to_float__math(lim_flag))), lim_flag);
  lim::guarded_store(&(whole[i]), (q).lim_operator_to_int__math(lim_flag), lim_flag);
}
