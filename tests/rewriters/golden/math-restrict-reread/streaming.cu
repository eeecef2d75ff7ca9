// status: conservative
// reason: line 8: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void momentum__streaming(const float *__restrict__ grad, float *__restrict__ weight,
                         float *__restrict__ prev, float rate, float decay) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; const auto lim_read_593 = __ldcs(&(grad[i]));
  weight[i] += rate * lim_read_593 + decay * __ldcs(&(prev[i]));
  __stcs(&(prev[i]), rate * lim_read_593 + decay * __ldcs(&(prev[i])));
}
