// status: ok
__global__ void masked__math(const int *in, const int *mask, int *out, int lim_flag) {
  __shared__ int tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = lim::opaque_at<decltype(in[i])>(lim_flag, 529u, (i));
  tile[threadIdx.x] ^= lim::opaque_at<decltype(mask[threadIdx.x])>(lim_flag, 559u, (threadIdx.x));
  __syncthreads();
  lim::guarded_store(&(out[i]), tile[63 - threadIdx.x], lim_flag);
}
