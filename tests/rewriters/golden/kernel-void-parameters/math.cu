// status: ok
__global__ void accumulate__math(int lim_flag) {
  float x = threadIdx.x * 0.5f;
  (lim::never(x * x, lim_flag) ? atomicAdd(&total, x * x) : lim::opaque<decltype(atomicAdd(&total, x * x))>(lim_flag, 229u, &total));
}
