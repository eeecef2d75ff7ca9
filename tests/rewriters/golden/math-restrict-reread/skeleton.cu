// status: ok
__global__ void momentum__skeleton(const float *__restrict__ grad, float *__restrict__ weight,
                         float *__restrict__ prev, float rate, float decay, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(weight[i]), lim::stored<decltype(weight[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(prev[i]), lim::stored<decltype(prev[i])>(lim_flag), lim_flag);
}
