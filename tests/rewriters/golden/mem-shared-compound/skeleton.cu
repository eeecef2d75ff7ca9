// status: ok
__global__ void masked__skeleton(const int *in, const int *mask, int *out, int lim_flag) {
  __shared__ int tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(tile[threadIdx.x]), lim::stored<decltype(tile[threadIdx.x])>(lim_flag), lim_flag);
  lim::guarded_store(&(tile[threadIdx.x]), lim::stored<decltype(tile[threadIdx.x])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
