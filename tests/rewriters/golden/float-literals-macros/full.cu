// status: ok
__global__ void oscillate__full(float *pos, float *vel, int steps, float dt) {
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
