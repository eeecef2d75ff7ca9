// status: ok
__device__ int value__store(int lim_flag) const { return d; }
__global__ void quotients__store(const int *in, int *out, float *scaled, Divisor div, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  scaled[i] = lim::stored<decltype(scaled[i])>(lim_flag);
}
