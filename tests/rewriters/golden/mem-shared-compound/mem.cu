// status: ok
__global__ void masked__mem(const int *in, const int *mask, int *out) {
  __shared__ int tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  tile[threadIdx.x] = lim::fold<decltype(tile[threadIdx.x])>(tile[threadIdx.x], mask[threadIdx.x]);
  __syncthreads();
  out[i] = tile[63 - threadIdx.x];
 lim::keep_shared(&tile); }
