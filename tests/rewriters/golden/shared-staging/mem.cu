// status: ok
__global__ void reverse__mem(const float *in, float *out) {
  __shared__ float tile[256];
  int t = threadIdx.x;
  tile[t] = lim::fold<decltype(tile[t])>(in[blockIdx.x * 256 + t]);
  __syncthreads();
  out[blockIdx.x * 256 + t] = lim::fold<decltype(out[blockIdx.x * 256 + t])>(tile[255 - t]);
 lim::keep_shared(&tile); }
