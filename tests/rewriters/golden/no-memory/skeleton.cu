// status: ok
__global__ void spin__skeleton(int iterations, int lim_flag) {
  float v = threadIdx.x;
  for (int k = 0; k < iterations; ++k)
    v = v * 1.0001f + 0.5f;
  (void)v;
}
