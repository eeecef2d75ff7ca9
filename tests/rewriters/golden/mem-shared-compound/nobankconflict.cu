// status: ok
__global__ void masked__nobankconflict(const int *in, const int *mask, int *out) {
  __shared__ int tile[(64) + ((64) - 1) / 32 * 1];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[lim::bank_skewed<32, 1>(threadIdx.x)] = in[i];
  tile[lim::bank_skewed<32, 1>(threadIdx.x)] ^= mask[threadIdx.x];
  __syncthreads();
  out[i] = tile[lim::bank_skewed<32, 1>(63 - threadIdx.x)];
}
