// status: ok
__device__ __forceinline__ float accel__streaming(float x, float v) {
  return -DAMPING * v - STIFFNESS * x;
}
__global__ void oscillate__streaming(float *pos, float *vel, int steps, float dt) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = __ldcs(&(pos[i])), v = __ldcs(&(vel[i]));
  for (int s = 0; s < steps; ++s) {
    const float a = accel__streaming(x, v);
    x += dt * v + HALF_OF(dt * dt * a);
    v += dt * a * 1.0;
  }
  __stcs(&(pos[i]), x);
  __stcs(&(vel[i]), v);
}
