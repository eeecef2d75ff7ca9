// status: ok
__device__ int lim_operator_to_int__streaming() const { return d; }
__device__ int value__streaming() const { return d; }
__device__ float lim_operator_to_float__streaming() const { return 0.5f * d; }
__device__ unsigned lim_operator_to_unsigned_int__streaming() const { return __ldcs(&(globalScale)); }
__global__ void quotients__streaming(const int *in, int *out, float *scaled, Divisor div) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __stcs(&(out[i]), __ldcs(&(in[i])) / static_cast<int>((div).lim_operator_to_int__streaming()) + __ldcs(&(in[i])) % div.value__streaming());
  __stcs(&(scaled[i]), __ldcs(&(in[i])) * static_cast<float>((div).lim_operator_to_float__streaming()) + static_cast<unsigned>((div).lim_operator_to_unsigned_int__streaming()));
}
