// status: ok
__global__ void guarded__math(float *out, int n, int lim_flag) {
  const int t = threadIdx.x;
  if (t < n) {
    if (t % 2 == 0)
      lim::guarded_store(&(out[t]), 1.0f, lim_flag);
  }
  int k = 0;
  do
    if (t % 2 == 1)
      lim::guarded_store(&(out[t]), lim::opaque<decltype(out[t])>(lim_flag, 431u, &(out[t])) + (1.0f), lim_flag);
  while (++k < 2);
  if (t % 4 == 0)
    lim::guarded_store(&(out[t]), lim::opaque<decltype(out[t])>(lim_flag, 488u, &(out[t])) + (__shfl_down_sync(0xffffffffu, lim::opaque_at<decltype(out[t])>(lim_flag, 528u, (t)), 1)), lim_flag);
  if (t % 2 == 1) {
    if (t - 1 >= 0)
      lim::guarded_store(&(out[t - 1]), lim::opaque<decltype(out[t - 1])>(lim_flag, 586u, &(out[t - 1])) + (2.0f), lim_flag);
  }
}
