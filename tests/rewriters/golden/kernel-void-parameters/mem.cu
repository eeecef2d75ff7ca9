// status: ok
__global__ void accumulate__mem(void) {
  float x = lim::fold<decltype(threadIdx.x * 0.5f)>();
  atomicAdd(&total, lim::fold<decltype(x * x)>(x, x));
}
