// status: ok
__global__ void masked__nobarrier(const int *in, const int *mask, int *out) {
  __shared__ int tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  tile[threadIdx.x] ^= mask[threadIdx.x];
  lim::barrier_removed();
  out[i] = tile[63 - threadIdx.x];
}
