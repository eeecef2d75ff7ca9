// A warp's lower and upper halves take different arms (`threadIdx.x % 32 < 16`), against the
// fix that gives each arm whole warps (`(threadIdx.x / 32) % 2 == 0`): the same arithmetic a
// thread, in half the warps' passes.
__global__ void halfWarpsLanes(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  if (t % 32 < 16) {
    for (int k = 0; k < 64; ++k)
      x = x * 1.01f + 0.5f;
  } else {
    for (int k = 0; k < 64; ++k)
      x = x * 0.99f - 0.5f;
  }
  out[blockIdx.x * blockDim.x + t] = x;
}

__global__ void halfWarpsWarps(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  if ((t / 32) % 2 == 0) {
    for (int k = 0; k < 64; ++k)
      x = x * 1.01f + 0.5f;
  } else {
    for (int k = 0; k < 64; ++k)
      x = x * 0.99f - 0.5f;
  }
  out[blockIdx.x * blockDim.x + t] = x;
}
