// status: ok
__global__ void pingPongKept__math(const float *in, float *out, int lim_flag) {
  __shared__ float a[256];
  const unsigned t = threadIdx.x;
  a[t] = lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + t])>(lim_flag, 494u, (blockIdx.x * blockDim.x + t));
  __syncthreads();
  const float left = a[(t + 255) % 256];
  unsigned id = 2;
  __barrier_sync(id++);
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), left + static_cast<float>(id), lim_flag);
}
