// status: ok
__global__ void reverse__mem(const float *in, float *out) {
  __shared__ float tile[256];
  int t = threadIdx.x;
  tile[t] = lim::fold<decltype(in[blockIdx.x * 256 + t] * 0.5f)>(in[blockIdx.x * 256 + t]);
  __syncthreads();
  out[blockIdx.x * 256 + t] = lim::fold<decltype(tile[255 - t] + 1.0f)>(tile[255 - t]);
}
