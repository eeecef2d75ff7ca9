// status: ok
__device__ int lim_operator_to_int__math(int lim_flag) const { return d; }
__device__ int value__math(int lim_flag) const { return d; }
__device__ float lim_operator_to_float__math(int lim_flag) const { return 0.5f * d; }
__device__ unsigned lim_operator_to_unsigned_int__math(int lim_flag) const { return lim::opaque<decltype(globalScale)>(lim_flag, 414u, &(globalScale)); }
__global__ void quotients__math(const int *in, int *out, float *scaled, Divisor div, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[i]), lim::opaque_at<decltype(in[i])>(lim_flag, 724u, (i)) / static_cast<int>((div).lim_operator_to_int__math(lim_flag)) + lim::opaque_at<decltype(in[i])>(lim_flag, 756u, (i)) % div.value__math(lim_flag), lim_flag);
  lim::guarded_store(&(scaled[i]), lim::opaque_at<decltype(in[i])>(lim_flag, 791u, (i)) * static_cast<float>((div).lim_operator_to_float__math(lim_flag)) + static_cast<unsigned>((div).lim_operator_to_unsigned_int__math(lim_flag)), lim_flag);
}
