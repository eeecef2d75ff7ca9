// status: ok
__global__ void spin__store(int iterations, int lim_flag) {
  float v = threadIdx.x;
  for (int k = 0; k < iterations; ++k)
    do { /* limiter: it only computes what this variant does not keep */ } while (0);
  (void)v;
}
