// status: ok
__device__ int lim_operator_to_int__streaming() const;
__device__ float lim_operator_call__streaming(float v) const { return k * v + 1.0f; }
__device__  float lim_operator_to_float__streaming() const { return raw * 0.25f; }
__device__ int Quantity::lim_operator_to_int__streaming() const { return static_cast<int>(raw) + 3; }
__global__ void convert__streaming(const float *in, float *out, int *whole, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quantity q{__ldcs(&(in[i]))};
  Scale s{2.0f};
  __stcs(&(out[i]), (s).lim_operator_call__streaming(float((q).lim_operator_to_float__streaming())));
  __stcs(&(whole[i]), (q).lim_operator_to_int__streaming());
}
