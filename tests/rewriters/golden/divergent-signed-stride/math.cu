// status: ok
__global__ void signedStride__math(float *part, int m, int lim_flag) {
  const int t = threadIdx.x;
  for (int d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0)
      lim::guarded_store(&(part[t]), lim::opaque<decltype(part[t])>(lim_flag, 642u, &(part[t])) + (lim::opaque_at<decltype(part[t + d])>(lim_flag, 653u, (t + d))), lim_flag);
    __syncthreads();
  }
  if (t % m == 0)
    lim::guarded_store(&(part[t]), lim::opaque<decltype(part[t])>(lim_flag, 713u, &(part[t])) * (2.0f), lim_flag);
  for (int d = 1; d < blockDim.x; d += 2) {
    if (t % (2 * d) == 0)
      lim::guarded_store(&(part[t]), lim::opaque<decltype(part[t])>(lim_flag, 806u, &(part[t])) + (lim::opaque_at<decltype(part[t + d])>(lim_flag, 817u, (t + d))), lim_flag);
    __syncthreads();
  }
}
