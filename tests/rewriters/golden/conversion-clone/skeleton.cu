// status: ok
__device__ int lim_operator_to_int__skeleton(int lim_flag) const;
__device__ float lim_operator_call__skeleton(int lim_flag, float v) const { return k * v + 1.0f; }
__device__  float lim_operator_to_float__skeleton(int lim_flag) const { return raw * 0.25f; }
__device__ int Quantity::lim_operator_to_int__skeleton(int lim_flag) const { return static_cast<int>(raw) + 3; }
__global__ void convert__skeleton(const float *in, float *out, int *whole, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quantity q{lim::opaque_at<decltype(in[i])>(lim_flag, 767u, (i))};
  Scale s{2.0f};
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(whole[i]), lim::stored<decltype(whole[i])>(lim_flag), lim_flag);
}
