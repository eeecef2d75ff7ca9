// status: ok
__global__ void accumulate__readonly(float *acc, const float *x, int *count) {
  int i = threadIdx.x;
  acc[i] += 2.0f * __ldg(&(x[i]));
  count[i]++;
}
