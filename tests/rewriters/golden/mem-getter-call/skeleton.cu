// status: ok
__device__ int value__skeleton(int lim_flag) const { return d; }
__global__ void quotients__skeleton(const int *in, int *out, float *scaled, Divisor div, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(scaled[i]), lim::stored<decltype(scaled[i])>(lim_flag), lim_flag);
}
