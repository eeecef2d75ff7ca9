// status: ok
__global__ void accumulate__skeleton(float *acc, const float *x, int *count, int lim_flag) {
  int i = threadIdx.x;
  lim::guarded_store(&(acc[i]), lim::stored<decltype(acc[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(count[i]), lim::stored<decltype(count[i])>(lim_flag), lim_flag);
}
