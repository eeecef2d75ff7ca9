// p174: a blind probe's kernels (2026-12-05, second session).
// Each warp all-reduces its own 32 values by an XOR butterfly through its own slice of a
// shared array; slow: a block barrier after every stage though only the warp's own lanes
// exchange. Fix: __syncwarp() (a second fix: __shfl_xor_sync, no shared memory at all).
constexpr int kWarps = 8;

__global__ void warpAllSumBlockSync(const float *__restrict__ in, float *__restrict__ out, int rounds) {
  __shared__ float xch[kWarps * 32];
  const int t = threadIdx.x;
  const int lane = t & 31;
  const int warp = t >> 5;
  float v = in[blockIdx.x * blockDim.x + t];
  for (int r = 0; r < rounds; ++r) {
    for (int m = 16; m >= 1; m >>= 1) {
      xch[t] = v;
      __syncthreads();
      v += xch[(warp << 5) + (lane ^ m)];
      __syncthreads();
    }
    v *= 0.03125f;
  }
  out[blockIdx.x * blockDim.x + t] = v;
}

__global__ void warpAllSumWarpSync(const float *__restrict__ in, float *__restrict__ out, int rounds) {
  __shared__ float xch[kWarps * 32];
  const int t = threadIdx.x;
  const int lane = t & 31;
  const int warp = t >> 5;
  float v = in[blockIdx.x * blockDim.x + t];
  for (int r = 0; r < rounds; ++r) {
    for (int m = 16; m >= 1; m >>= 1) {
      xch[t] = v;
      __syncwarp();
      v += xch[(warp << 5) + (lane ^ m)];
      __syncwarp();
    }
    v *= 0.03125f;
  }
  out[blockIdx.x * blockDim.x + t] = v;
}

__global__ void warpAllSumShfl(const float *__restrict__ in, float *__restrict__ out, int rounds) {
  const int t = threadIdx.x;
  float v = in[blockIdx.x * blockDim.x + t];
  for (int r = 0; r < rounds; ++r) {
#pragma unroll
    for (int m = 16; m >= 1; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    v *= 0.03125f;
  }
  out[blockIdx.x * blockDim.x + t] = v;
}
