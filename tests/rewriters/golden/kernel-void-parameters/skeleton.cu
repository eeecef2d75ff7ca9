// status: ok
__global__ void accumulate__skeleton(int lim_flag) {
  float x = threadIdx.x * 0.5f;
  (lim::never(lim_flag, lim_flag) ? atomicAdd(&total, x * x) : lim::stored<decltype(atomicAdd(&total, x * x))>(lim_flag));
}
