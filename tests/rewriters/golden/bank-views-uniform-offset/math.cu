// status: ok
__global__ void viewPairs__math(const float *in, float *out, int lim_flag) {
  __shared__ float partial[512];
  volatile float *vs = partial;
  float *upper = partial + 256;
  const unsigned t = threadIdx.x;
  vs[t] = lim::opaque_at<decltype(in[blockIdx.x * 512 + t])>(lim_flag, 796u, (blockIdx.x * 512 + t));
  upper[t] = lim::opaque_at<decltype(in[blockIdx.x * 512 + 256 + t])>(lim_flag, 835u, (blockIdx.x * 512 + 256 + t));
  __syncthreads();
  for (unsigned s = 1; s < 512; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < 512)
      vs[at] += vs[at + s];
    __syncthreads();
  }
  if (t == 0)
    lim::guarded_store(&(out[blockIdx.x]), vs[0] + upper[0], lim_flag);
}
