// status: ok
__global__ void momentum__math(const float *__restrict__ grad, float *__restrict__ weight,
                         float *__restrict__ prev, float rate, float decay, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(weight[i]), lim::opaque<decltype(weight[i])>(lim_flag, 573u, &(weight[i])) + (rate * lim::opaque_at<decltype(grad[i])>(lim_flag, 410u, (i)) + decay * lim::opaque_at<decltype(prev[i])>(lim_flag, 489u, (i))), lim_flag);
  lim::guarded_store(&(prev[i]), rate * lim::opaque_at<decltype(grad[i])>(lim_flag, 410u, (i)) + decay * lim::opaque_at<decltype(prev[i])>(lim_flag, 489u, (i)), lim_flag);
}
