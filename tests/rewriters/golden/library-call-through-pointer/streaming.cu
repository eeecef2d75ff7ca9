// status: ok
__global__ void initThroughPointer__streaming(curandState *states, float *out, unsigned long long seed) {
  const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandState *mine = &states[tid];
  curand_init(seed, tid, 0, mine);
  curandState local[2];
  curand_init(seed, tid, 1, local + 1);
  __stcs(&(out[tid]), static_cast<float>(curand(local + 1)));
}
