// status: ok
__global__ void accumulate__mem(float *acc, const float *x, int *count) {
  int i = threadIdx.x;
  acc[i] = lim::fold<decltype(acc[i])>(acc[i], x[i]);
  count[i] = lim::fold<decltype(count[i])>(count[i]);
}
