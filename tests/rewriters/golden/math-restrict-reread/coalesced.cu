// status: ok
__global__ void momentum__coalesced(const float *__restrict__ grad, float *__restrict__ weight,
                         float *__restrict__ prev, float rate, float decay) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  weight[lim::coalesced_index(i)] += rate * grad[lim::coalesced_index(i)] + decay * prev[lim::coalesced_index(i)];
  prev[lim::coalesced_index(i)] = rate * grad[lim::coalesced_index(i)] + decay * prev[lim::coalesced_index(i)];
}
