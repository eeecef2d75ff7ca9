// A two-phase material update over a flat array: even cells relax one way, odd cells another,
// chosen by the parity of the grid's index (`i % 2`), so every warp runs both loops with half
// its lanes idle in each.
//
// gridParityBranch : the slow form, each thread its own cell, the arm picked by i % 2.
// gridParityWarps  : the fix: each group of 64 cells is handed to two warps, the first warp
//                    taking the group's 32 even cells, the second its 32 odd ones, so each warp
//                    runs one loop; every cell is still updated once, with its own arm.
constexpr int kSteps = 48;

__device__ __forceinline__ float relaxEven(float x) {
#pragma unroll 4
  for (int k = 0; k < kSteps; ++k)
    x = fmaf(x, 0.999f, 0.25f * sinf(x));
  return x;
}

__device__ __forceinline__ float relaxOdd(float x) {
#pragma unroll 4
  for (int k = 0; k < kSteps; ++k)
    x = fmaf(x, 1.001f, -0.25f * cosf(x));
  return x;
}

__global__ void gridParityBranch(const float *__restrict__ in, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  if (i % 2 == 0)
    x = relaxEven(x);
  else
    x = relaxOdd(x);
  out[i] = x;
}

__global__ void gridParityWarps(const float *__restrict__ in, float *__restrict__ out, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int group = t / 64, lane = t % 32, odd = (t / 32) % 2;
  const int i = group * 64 + 2 * lane + odd; // this warp's parity, its lane's cell
  if (i >= n)
    return;
  float x = in[i];
  if (odd == 0)
    x = relaxEven(x);
  else
    x = relaxOdd(x);
  out[i] = x;
}
