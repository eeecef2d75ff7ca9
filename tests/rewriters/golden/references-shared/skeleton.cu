// status: ok
__global__ void mirror__skeleton(const float *in, float *out, int n, int lim_flag) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float &slot = tile[threadIdx.x];
  lim::guarded_store(&(slot), lim::stored<decltype(slot)>(lim_flag), lim_flag);
  __syncthreads();
  const float &other = tile[blockDim.x - 1 - threadIdx.x];
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
