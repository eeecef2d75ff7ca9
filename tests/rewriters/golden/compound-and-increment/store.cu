// status: ok
__global__ void accumulate__store(float *acc, const float *x, int *count, int lim_flag) {
  int i = threadIdx.x;
  acc[i] = lim::opaque<decltype(acc[i])>(lim_flag, 94u, &(acc[i]));
  count[i] = lim::opaque<decltype(count[i])>(lim_flag, 119u, &(count[i]));
}
