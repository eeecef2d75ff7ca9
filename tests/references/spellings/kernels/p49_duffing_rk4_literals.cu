// Held-out-style probe p49 (2026-12-03): category 7, double literals in float arithmetic
// (floatliterals). An ensemble of damped Duffing oscillators, x'' = -delta x' + x - x^3,
// each thread integrating one member with classic fourth-order Runge-Kutta, written as in a
// numerical-methods course: the damping and stiffness constants as a #define, the half steps
// as `0.5 * dt`, the weights as `2.0 * k2` and `/ 6.0`, all without the f suffix. The state
// is float, but every stage converts to double, computes, divides in double and converts
// back, 128 steps a thread.
// Fix: the same integrator with every literal suffixed f (0.5f, 2.0f, 6.0f, 0.15f ...).
// Expected what-if for duffingRK4Double: floatliterals.

#define DUFF_DELTA 0.15
#define DUFF_ALPHA 1.0
#define DUFF_BETA 1.0

#define DUFF_DELTA_F 0.15f
#define DUFF_ALPHA_F 1.0f
#define DUFF_BETA_F 1.0f

__device__ __forceinline__ float duffAccelD(float x, float v) {
  return -DUFF_DELTA * v + DUFF_ALPHA * x - DUFF_BETA * x * x * x;
}

__device__ __forceinline__ float duffAccelF(float x, float v) {
  return -DUFF_DELTA_F * v + DUFF_ALPHA_F * x - DUFF_BETA_F * x * x * x;
}

__global__ void duffingRK4Double(float *__restrict__ pos, float *__restrict__ vel, int n,
                                 int steps, float dt) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = pos[i], v = vel[i];
  for (int s = 0; s < steps; ++s) {
    const float k1x = v;
    const float k1v = duffAccelD(x, v);
    const float k2x = v + 0.5 * dt * k1v;
    const float k2v = duffAccelD(x + 0.5 * dt * k1x, v + 0.5 * dt * k1v);
    const float k3x = v + 0.5 * dt * k2v;
    const float k3v = duffAccelD(x + 0.5 * dt * k2x, v + 0.5 * dt * k2v);
    const float k4x = v + dt * k3v;
    const float k4v = duffAccelD(x + dt * k3x, v + dt * k3v);
    x += dt * (k1x + 2.0 * k2x + 2.0 * k3x + k4x) / 6.0;
    v += dt * (k1v + 2.0 * k2v + 2.0 * k3v + k4v) / 6.0;
  }
  pos[i] = x;
  vel[i] = v;
}

__global__ void duffingRK4Float(float *__restrict__ pos, float *__restrict__ vel, int n,
                                int steps, float dt) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = pos[i], v = vel[i];
  for (int s = 0; s < steps; ++s) {
    const float k1x = v;
    const float k1v = duffAccelF(x, v);
    const float k2x = v + 0.5f * dt * k1v;
    const float k2v = duffAccelF(x + 0.5f * dt * k1x, v + 0.5f * dt * k1v);
    const float k3x = v + 0.5f * dt * k2v;
    const float k3v = duffAccelF(x + 0.5f * dt * k2x, v + 0.5f * dt * k2v);
    const float k4x = v + dt * k3v;
    const float k4v = duffAccelF(x + dt * k3x, v + dt * k3v);
    x += dt * (k1x + 2.0f * k2x + 2.0f * k3x + k4x) / 6.0f;
    v += dt * (k1v + 2.0f * k2v + 2.0f * k3v + k4v) / 6.0f;
  }
  pos[i] = x;
  vel[i] = v;
}
