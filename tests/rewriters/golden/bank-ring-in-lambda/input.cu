// A warp's ring of neighbours read in a lambda that captures the lane by reference
// (`ring[base + ((lane + 1) & 31)]`): each lane's index, evaluated, falls in its own bank, so
// there is no conflict to remove and no-bank-conflicts is not applicable, as without the
// lambda. Before, the capture counted as an alias of `lane`, whose value was then unknown, and
// the ring was skewed: noise that could only be slower.
__global__ void ringSmooth(const float *in, float *out) {
  __shared__ float ring[256];
  const int lane = threadIdx.x & 31;
  const int base = threadIdx.x & ~31;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto step = [&](float mine) {
    ring[threadIdx.x] = mine;
    __syncthreads();
    const float left = ring[base + ((lane + 31) & 31)];
    const float right = ring[base + ((lane + 1) & 31)];
    __syncthreads();
    return 0.25f * (left + right) + 0.5f * mine;
  };
  float v = in[i];
  for (int r = 0; r < 4; ++r)
    v = step(v);
  out[i] = v;
}
