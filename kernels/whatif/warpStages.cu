// A barrier-heavy kernel and its fix, for the no-barriers what-if: each warp smooths its own 32
// values through rounds of an exchange in shared memory (every lane reads its neighbour's).
// The data are a warp's own, yet warpStagesBlockSync synchronizes the whole block twice a
// round; warpStagesWarpSync, the fix, synchronizes the warp only.

constexpr int StageThreads = 256;

__global__ void warpStagesBlockSync(float *data, int rounds) {
  __shared__ float exchange[StageThreads];
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const int warp = t & ~31, lane = t & 31;
  float v = data[i];
  for (int r = 0; r < rounds; ++r) {
    exchange[t] = v;
    __syncthreads();
    v = 0.5f * (v + exchange[warp + ((lane + 1) & 31)]);
    __syncthreads();
  }
  data[i] = v;
}

__global__ void warpStagesWarpSync(float *data, int rounds) {
  __shared__ float exchange[StageThreads];
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const int warp = t & ~31, lane = t & 31;
  float v = data[i];
  for (int r = 0; r < rounds; ++r) {
    exchange[t] = v;
    __syncwarp();
    v = 0.5f * (v + exchange[warp + ((lane + 1) & 31)]);
    __syncwarp();
  }
  data[i] = v;
}
