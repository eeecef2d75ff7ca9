// status: ok
__global__ void guarded__skeleton(float *out, int n, int lim_flag) {
  const int t = threadIdx.x;
  if (t < n) {
    if (t % 2 == 0)
      lim::guarded_store(&(out[t]), lim::stored<decltype(out[t])>(lim_flag), lim_flag);
  }
  int k = 0;
  do
    if (t % 2 == 1)
      lim::guarded_store(&(out[t]), lim::stored<decltype(out[t])>(lim_flag), lim_flag);
  while (++k < 2);
  if (t % 4 == 0)
    lim::guarded_store(&(out[t]), lim::stored<decltype(out[t])>(lim_flag), lim_flag);
  if (t % 2 == 1) {
    if (t - 1 >= 0)
      lim::guarded_store(&(out[t - 1]), lim::stored<decltype(out[t - 1])>(lim_flag), lim_flag);
  }
  const float mine = lim::opaque_at<decltype(out[t])>(lim_flag, 774u, (t));
  if (t % 2 == 0 && n > 4)
    lim::guarded_store(&(out[t]), lim::stored<decltype(out[t])>(lim_flag), lim_flag);
  else
    lim::guarded_store(&(out[t]), lim::stored<decltype(out[t])>(lim_flag), lim_flag);
  if (t % 2 == 0) {
    for (int k = t; k < n; k += blockDim.x)
      lim::guarded_store(&(out[k]), lim::stored<decltype(out[k])>(lim_flag), lim_flag);
  } else {
    lim::guarded_store(&(out[t]), lim::stored<decltype(out[t])>(lim_flag), lim_flag);
  }
}
