// status: ok
__global__ void accumulate__store(float *acc, const float *x, int *count, int lim_flag) {
  int i = threadIdx.x;
  acc[i] = lim::stored<decltype(acc[i])>(lim_flag);
  count[i] = lim::stored<decltype(count[i])>(lim_flag);
}
