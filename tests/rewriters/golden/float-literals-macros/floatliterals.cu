// status: conservative
// reason: line 19: a floating literal inside a macro expansion is not rewritten (kept as is)
__device__ __forceinline__ float accel__floatliterals(float x, float v) {
  return -static_cast<float>(DAMPING) * v - static_cast<float>(STIFFNESS) * x;
}
__global__ void oscillate__floatliterals(float *pos, float *vel, int steps, float dt) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = pos[i], v = vel[i];
  for (int s = 0; s < steps; ++s) {
    const float a = accel__floatliterals(x, v);
    x += dt * v + HALF_OF(dt * dt * a);
    v += dt * a * 1.0f;
  }
  pos[i] = x;
  vel[i] = v;
}
