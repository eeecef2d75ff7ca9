// status: ok
__global__ void masked__streaming(const int *in, const int *mask, int *out) {
  __shared__ int tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = __ldcs(&(in[i]));
  tile[threadIdx.x] ^= __ldcs(&(mask[threadIdx.x]));
  __syncthreads();
  __stcs(&(out[i]), tile[63 - threadIdx.x]);
}
