// status: ok
__device__ int lim_operator_to_int__mem() const { return d; }
__device__ int value__mem() const { return d; }
__device__ float lim_operator_to_float__mem() const { return lim::fold<decltype(0.5f * d)>(d); }
__device__ unsigned lim_operator_to_unsigned_int__mem() const { return globalScale; }
__global__ void quotients__mem(const int *in, int *out, float *scaled, Divisor div) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = lim::fold<decltype(out[i])>(in[i], static_cast<int>((div).lim_operator_to_int__mem()), in[i], div.value__mem());
  scaled[i] = lim::fold<decltype(scaled[i])>(in[i], static_cast<float>((div).lim_operator_to_float__mem()), static_cast<unsigned int>((div).lim_operator_to_unsigned_int__mem()));
}
