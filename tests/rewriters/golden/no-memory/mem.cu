// status: ok
__global__ void spin__mem(int iterations) {
  float v = threadIdx.x;
  do { v = lim::fold<decltype(v)>(v); } while (0)
;
  (void)v;
}
