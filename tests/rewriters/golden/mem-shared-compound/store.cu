// status: ok
__global__ void masked__store(const int *in, const int *mask, int *out, int lim_flag) {
  __shared__ int tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = lim::stored<decltype(tile[threadIdx.x])>(lim_flag);
  tile[threadIdx.x] = lim::stored<decltype(tile[threadIdx.x])>(lim_flag);
  __syncthreads();
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
