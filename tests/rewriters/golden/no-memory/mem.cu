// status: ok
__global__ void spin__mem(int iterations) {
  float v = threadIdx.x;
  { v = lim::fold<decltype(v)>(v); }
;
  (void)v;
}
