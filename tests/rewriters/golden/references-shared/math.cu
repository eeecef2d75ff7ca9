// status: ok
__global__ void mirror__math(const float *in, float *out, int n, int lim_flag) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float &slot = tile[threadIdx.x];
  slot = i < n ? lim::opaque_at<decltype(in[i])>(lim_flag, 418u, (i)) * 2.0f : 0.0f;
  __syncthreads();
  const float &other = tile[blockDim.x - 1 - threadIdx.x];
  if (i < n)
    lim::guarded_store(&(out[i]), other + slot, lim_flag);
}
