// status: ok
__global__ void momentum__mem(const float *__restrict__ grad, float *__restrict__ weight,
                         float *__restrict__ prev, float rate, float decay) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  weight[i] = lim::fold<decltype(weight[i])>(weight[i], grad[i], prev[i]);
  prev[i] = lim::fold<decltype(prev[i])>(grad[i], prev[i]);
}
