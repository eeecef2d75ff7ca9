// The float-literals what-if on constants spelled by macros: a macro that is a literal alone
// (`#define DAMPING 0.15`) is cast where it is used, static_cast<float>(DAMPING), so that the
// product is a float one as `0.15f` would make it; a literal inside a larger macro
// (`HALF_OF(x)`) cannot be suffixed there and is kept, and said; a literal written in the
// kernel is suffixed as usual.
#define DAMPING 0.15
#define STIFFNESS 1.0
#define HALF_OF(x) (0.5 * (x))

__device__ __forceinline__ float accel(float x, float v) {
  return -DAMPING * v - STIFFNESS * x;
}

__global__ void oscillate(float *pos, float *vel, int steps, float dt) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = pos[i], v = vel[i];
  for (int s = 0; s < steps; ++s) {
    const float a = accel(x, v);
    x += dt * v + HALF_OF(dt * dt * a);
    v += dt * a * 1.0;
  }
  pos[i] = x;
  vel[i] = v;
}
