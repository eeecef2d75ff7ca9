// p177: a blind probe's kernels (2026-12-05, second session).
// A block gathers a row of 256 weights into shared memory and applies it; the staging
// buffer was sized for the largest model (12288 floats, 48 KiB), 4 blocks per SM.
// Fix: a buffer of 256 floats.
#include <cuda/std/array>

constexpr int kMaxRow = 12288;

__global__ void applyRowBigStage(const float *__restrict__ w, const float *__restrict__ x,
                                 float *__restrict__ y, int rowLen, int reps) {
  __shared__ float stage[kMaxRow / 256][256];
  const int t = threadIdx.x;
  stage[0][t] = w[(blockIdx.x % 64) * rowLen + t];
  __syncthreads();
  float acc = x[blockIdx.x * blockDim.x + t];
  for (int r = 0; r < reps; ++r) acc = acc * stage[0][(t + r) & 255] + stage[0][(t + 7 * r) & 255];
  y[blockIdx.x * blockDim.x + t] = acc;
}

__global__ void applyRowBigStageStdArray(const float *__restrict__ w, const float *__restrict__ x,
                                         float *__restrict__ y, int rowLen, int reps) {
  __shared__ cuda::std::array<float, kMaxRow> stage;
  const int t = threadIdx.x;
  stage[t] = w[(blockIdx.x % 64) * rowLen + t];
  __syncthreads();
  float acc = x[blockIdx.x * blockDim.x + t];
  for (int r = 0; r < reps; ++r) acc = acc * stage[(t + r) & 255] + stage[(t + 7 * r) & 255];
  y[blockIdx.x * blockDim.x + t] = acc;
}

__global__ void applyRowFitStage(const float *__restrict__ w, const float *__restrict__ x,
                                 float *__restrict__ y, int rowLen, int reps) {
  __shared__ float stage[1][256];
  const int t = threadIdx.x;
  stage[0][t] = w[(blockIdx.x % 64) * rowLen + t];
  __syncthreads();
  float acc = x[blockIdx.x * blockDim.x + t];
  for (int r = 0; r < reps; ++r) acc = acc * stage[0][(t + r) & 255] + stage[0][(t + 7 * r) & 255];
  y[blockIdx.x * blockDim.x + t] = acc;
}
