// status: ok
__device__ int lim_operator_to_int__coalesced() const;
__device__ float lim_operator_call__coalesced(float v) const { return k * v + 1.0f; }
__device__  float lim_operator_to_float__coalesced() const { return raw * 0.25f; }
__device__ int Quantity::lim_operator_to_int__coalesced() const { return static_cast<int>(raw) + 3; }
__global__ void convert__coalesced(const float *in, float *out, int *whole, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quantity q{in[lim::coalesced_index_linear(i, 1)]};
  Scale s{2.0f};
  out[lim::coalesced_index_linear(i, 1)] = (s).lim_operator_call__coalesced(float((q).lim_operator_to_float__coalesced()));
  whole[lim::coalesced_index_linear(i, 1)] = (q).lim_operator_to_int__coalesced();
}
