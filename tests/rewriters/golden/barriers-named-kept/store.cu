// status: ok
__global__ void pingPongKept__store(const float *in, float *out, int lim_flag) {
  __shared__ float a[256];
  const unsigned t = threadIdx.x;
  a[t] = lim::stored<decltype(a[t])>(lim_flag);
  __syncthreads();
  const float left = a[(t + 255) % 256];
  unsigned id = 2;
  __barrier_sync(id++);
  out[blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag);
}
