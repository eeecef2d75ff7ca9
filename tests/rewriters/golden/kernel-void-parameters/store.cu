// status: ok
__global__ void accumulate__store(int lim_flag) {
  float x = threadIdx.x * 0.5f;
  atomicAdd(&total, lim::stored<decltype(x * x)>(lim_flag));
}
