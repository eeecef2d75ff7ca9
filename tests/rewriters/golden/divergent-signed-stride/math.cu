// status: ok
__global__ void signedStride__math(float *part, int lim_flag) {
  const int t = threadIdx.x;
  for (int d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      lim::guarded_store(&(part[t]), lim::opaque<decltype(part[t])>(lim_flag, 497u, &(part[t])) + (lim::opaque_at<decltype(part[t + d])>(lim_flag, 508u, (t + d))), lim_flag);
    __syncthreads();
  }
}
