// status: ok
__global__ void masked__coalesced(const int *in, const int *mask, int *out) {
  __shared__ int tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[lim::coalesced(i)];
  tile[threadIdx.x] ^= mask[lim::coalesced(threadIdx.x)];
  __syncthreads();
  out[lim::coalesced(i)] = tile[63 - threadIdx.x];
}
