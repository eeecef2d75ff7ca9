// status: ok
__global__ void reverse__store(const float *in, float *out, int lim_flag) {
  __shared__ float tile[256];
  int t = threadIdx.x;
  tile[t] = lim::stored<decltype(tile[t])>(lim_flag);
  __syncthreads();
  out[blockIdx.x * 256 + t] = lim::stored<decltype(out[blockIdx.x * 256 + t])>(lim_flag);
}
