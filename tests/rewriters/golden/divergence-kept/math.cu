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
      lim::guarded_store(&(out[t]), lim::opaque<decltype(out[t])>(lim_flag, 574u, &(out[t])) + (1.0f), lim_flag);
  while (++k < 2);
  if (t % 4 == 0)
    lim::guarded_store(&(out[t]), lim::opaque<decltype(out[t])>(lim_flag, 631u, &(out[t])) + (__shfl_down_sync(0xffffffffu, lim::opaque_at<decltype(out[t])>(lim_flag, 671u, (t)), 1)), lim_flag);
  if (t % 2 == 1) {
    if (t - 1 >= 0)
      lim::guarded_store(&(out[t - 1]), lim::opaque<decltype(out[t - 1])>(lim_flag, 729u, &(out[t - 1])) + (2.0f), lim_flag);
  }
  const float mine = lim::opaque_at<decltype(out[t])>(lim_flag, 774u, (t));
  if (t % 2 == 0 && n > 4)
    lim::guarded_store(&(out[t]), mine, lim_flag);
  else
    lim::guarded_store(&(out[t]), -mine, lim_flag);
  if (t % 2 == 0) {
    for (int k = t; k < n; k += blockDim.x)
      lim::guarded_store(&(out[k]), lim::opaque<decltype(out[k])>(lim_flag, 925u, &(out[k])) + (mine), lim_flag);
  } else {
    lim::guarded_store(&(out[t]), 0.0f, lim_flag);
  }
}
