// status: ok
__device__ int lim_operator_to_int__readonly() const { return d; }
__device__ int value__readonly() const { return d; }
__device__ float lim_operator_to_float__readonly() const { return 0.5f * d; }
__device__ unsigned lim_operator_to_unsigned_int__readonly() const { return __ldg(&(globalScale)); }
__global__ void quotients__readonly(const int *in, int *out, float *scaled, Divisor div) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __ldg(&(in[i])) / static_cast<int>((div).lim_operator_to_int__readonly()) + __ldg(&(in[i])) % div.value__readonly();
  scaled[i] = __ldg(&(in[i])) * static_cast<float>((div).lim_operator_to_float__readonly()) + static_cast<unsigned>((div).lim_operator_to_unsigned_int__readonly());
}
