// status: ok
__device__ int lim_operator_to_int__mem() const;
__device__ float lim_operator_call__mem(float v) const { return lim::fold<decltype(k * v + 1.0f)>(k, v); }
__device__  float lim_operator_to_float__mem() const { return lim::fold<decltype(raw * 0.25f)>(raw); }
__device__ int Quantity::lim_operator_to_int__mem() const { return lim::fold<decltype(static_cast<int>(raw) + 3)>(raw); }
__global__ void convert__mem(const float *in, float *out, int *whole, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quantity q{in[i]};
  Scale s{2.0f};
  out[i] = (s).lim_operator_call__mem(lim::fold<decltype(float((q).lim_operator_to_float__mem()))>(static_cast<float>((q).lim_operator_to_float__mem())));
  whole[i] = (q).lim_operator_to_int__mem();
}
