// status: ok
__global__ void momentum__readonly(const float *__restrict__ grad, float *__restrict__ weight,
                         float *__restrict__ prev, float rate, float decay) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  weight[i] += rate * grad[i] + decay * prev[i];
  prev[i] = rate * grad[i] + decay * prev[i];
}
