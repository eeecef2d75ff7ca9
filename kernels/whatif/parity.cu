// A kernel slow from divergence inside its warps, and its fix, for the no-divergence what-if.
// Each thread carries its value through one of two recurrences of equal length, chosen by the
// parity of its thread index in lanesAlternate: every warp then runs both, each with half its
// lanes. warpsAlternate, the fix, chooses by the parity of the warp (`(threadIdx.x / 32) % 2`):
// each warp runs one recurrence with all its lanes, and a block still runs each on half its
// threads.

__device__ __forceinline__ float cool(float v, int rounds) {
  for (int k = 0; k < rounds; ++k)
    v = v * 0.75f + 0.125f;
  return v;
}

__device__ __forceinline__ float heat(float v, int rounds) {
  for (int k = 0; k < rounds; ++k)
    v = v * -0.5f + 0.375f;
  return v;
}

__global__ void lanesAlternate(const float *in, float *out, int n, int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  if (threadIdx.x % 2 == 0)
    v = cool(v, rounds);
  else
    v = heat(v, rounds);
  out[i] = v;
}

__global__ void warpsAlternate(const float *in, float *out, int n, int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  if ((threadIdx.x / 32) % 2 == 0)
    v = cool(v, rounds);
  else
    v = heat(v, rounds);
  out[i] = v;
}
