// Four kinds of work picked by a thread's residue modulo 4, as an else-if chain and as a
// switch, against the fix that picks the kind by the warp (`(threadIdx.x / 32) % 4`): the same
// arithmetic a thread, in a quarter of the warps' passes.
__device__ float relax(float x) {
  for (int k = 0; k < 64; ++k)
    x = x * 0.99f + 0.5f;
  return x;
}
__device__ float grow(float x) {
  for (int k = 0; k < 64; ++k)
    x = x * 1.01f - 0.25f;
  return x;
}
__device__ float settle(float x) {
  for (int k = 0; k < 32; ++k)
    x = x * 0.5f + 1.0f;
  return x;
}

__global__ void residueChain(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  if (t % 4 == 0)
    x = relax(x);
  else if (t % 4 == 1)
    x = grow(x);
  else if (t % 4 == 2)
    x = settle(x);
  else
    x = -x;
  out[blockIdx.x * blockDim.x + t] = x;
}

__global__ void residueSwitch(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  switch (t & 3) {
  case 0:
    x = relax(x);
    break;
  case 1:
    x = grow(x);
    break;
  case 2:
    x = settle(x);
    break;
  default:
    x = -x;
  }
  out[blockIdx.x * blockDim.x + t] = x;
}

__global__ void residueWarps(const float *in, float *out) {
  const unsigned t = threadIdx.x;
  float x = in[blockIdx.x * blockDim.x + t];
  switch ((t / 32) % 4) {
  case 0:
    x = relax(x);
    break;
  case 1:
    x = grow(x);
    break;
  case 2:
    x = settle(x);
    break;
  default:
    x = -x;
  }
  out[blockIdx.x * blockDim.x + t] = x;
}
