// status: ok
__device__ int lim_operator_to_int__readonly() const;
__device__ float lim_operator_call__readonly(float v) const { return k * v + 1.0f; }
__device__  float lim_operator_to_float__readonly() const { return raw * 0.25f; }
__device__ int Quantity::lim_operator_to_int__readonly() const { return static_cast<int>(raw) + 3; }
__global__ void convert__readonly(const float *in, float *out, int *whole, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quantity q{__ldg(&(in[i]))};
  Scale s{2.0f};
  out[i] = (s).lim_operator_call__readonly(float((q).lim_operator_to_float__readonly()));
  whole[i] = (q).lim_operator_to_int__readonly();
}
