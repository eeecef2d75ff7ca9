// status: ok
__global__ void masked__coalesced(const int *in, const int *mask, int *out) {
  __shared__ int tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[lim::coalesced_index_linear(i, 1)];
  tile[threadIdx.x] ^= mask[lim::coalesced_index_linear(threadIdx.x, 1)];
  __syncthreads();
  out[lim::coalesced_index_linear(i, 1)] = tile[63 - threadIdx.x];
}
