// status: ok
__global__ void masked__readonly(const int *in, const int *mask, int *out) {
  __shared__ int tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = __ldg(&(in[i]));
  tile[threadIdx.x] ^= __ldg(&(mask[threadIdx.x]));
  __syncthreads();
  out[i] = tile[63 - threadIdx.x];
}
