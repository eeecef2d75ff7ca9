// p175: a blind probe's kernels (2026-12-05, second session).
// Per-thread iteration on a value kept in shared memory (a thread's own slot), the update
// picked by a switch on a mode parameter, a while loop over the steps; slow: a barrier
// after every step though each thread only touches its own slot. Fix: no barrier in the loop.
enum class Map : int { Logistic = 0, Tent = 1, Sine = 2 };

__global__ void iterateMapsSynced(const float *__restrict__ x0, float *__restrict__ xn,
                                  int steps, Map mode, float r) {
  __shared__ float state[256];
  const int t = threadIdx.x;
  state[t] = x0[blockIdx.x * 256 + t];
  __syncthreads();
  int k = 0;
  while (k < steps) {
    float x = state[t];
    switch (mode) {
      case Map::Logistic: x = r * x * (1.f - x); break;
      case Map::Tent: x = x < 0.5f ? r * x : r * (1.f - x); break;
      default: x = r * 0.25f * (1.f - (2.f * x - 1.f) * (2.f * x - 1.f)); break;
    }
    state[t] = x;
    __syncthreads();
    ++k;
  }
  xn[blockIdx.x * 256 + t] = state[t];
}

__global__ void iterateMapsFree(const float *__restrict__ x0, float *__restrict__ xn,
                                int steps, Map mode, float r) {
  __shared__ float state[256];
  const int t = threadIdx.x;
  state[t] = x0[blockIdx.x * 256 + t];
  int k = 0;
  while (k < steps) {
    float x = state[t];
    switch (mode) {
      case Map::Logistic: x = r * x * (1.f - x); break;
      case Map::Tent: x = x < 0.5f ? r * x : r * (1.f - x); break;
      default: x = r * 0.25f * (1.f - (2.f * x - 1.f) * (2.f * x - 1.f)); break;
    }
    state[t] = x;
    ++k;
  }
  xn[blockIdx.x * 256 + t] = state[t];
}
