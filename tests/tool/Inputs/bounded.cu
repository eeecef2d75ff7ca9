// A kernel whose launch bounds ask for two blocks of 256 threads per multiprocessor: the
// occupancy what-if's module sets them aside (LIMITER_UNBOUNDED), so that its register cap
// decides the registers.

__global__ void __launch_bounds__(256, 2) boundedScale(const float *in, float *out, float a) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = a * in[i];
}
