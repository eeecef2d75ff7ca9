// status: ok
__global__ void accumulate__mem(void) {
  float x = lim::fold<decltype(threadIdx.x * 0.5f)>(threadIdx.x);
  atomicAdd(&total, lim::fold<decltype(x * x)>(x, x));
}
