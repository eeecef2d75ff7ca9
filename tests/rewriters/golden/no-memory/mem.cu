// status: ok
__global__ void spin__mem(int iterations) {
  float v = threadIdx.x;
  for (int k = 0; k < iterations; ++k)
    v = lim::fold<decltype(v * 1.0001f + 0.5f)>(v);
  (void)v;
}
