// status: ok
__global__ void reverse__math(const float *in, float *out, int lim_flag) {
  __shared__ float tile[256];
  int t = threadIdx.x;
  tile[t] = lim::opaque_at<decltype(in[blockIdx.x * 256 + t])>(lim_flag, 120u, (blockIdx.x * 256 + t)) * 0.5f;
  __syncthreads();
  lim::guarded_store(&(out[blockIdx.x * 256 + t]), tile[255 - t] + 1.0f, lim_flag);
}
