// A warp's sum by shuffles: a shuffle moves data between lanes, it is no arithmetic, and
// mem-only keeps it (as an operand of the fold that carries the loaded value), while the
// square root, a math-library call, is folded away.
__global__ void warpSum(const float *in, float *out) {
  float v = in[blockIdx.x * 32 + threadIdx.x];
  for (unsigned offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x == 0)
    out[blockIdx.x] = sqrtf(v);
}
