// status: ok
__global__ void accumulate__math(float *acc, const float *x, int *count, int lim_flag) {
  int i = threadIdx.x;
  lim::guarded_store(&(acc[i]), lim::opaque<decltype(acc[i])>(lim_flag, 94u, &(acc[i])) + (2.0f * lim::opaque_at<decltype(x[i])>(lim_flag, 111u, (i))), lim_flag);
  lim::guarded_store(&(count[i]), lim::opaque<decltype(count[i])>(lim_flag, 119u, &(count[i])) + (1), lim_flag);
}
