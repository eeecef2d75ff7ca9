// status: ok
__device__ __forceinline__ float accel__math(int lim_flag, float x, float v) {
  return -DAMPING * v - STIFFNESS * x;
}
__global__ void oscillate__math(float *pos, float *vel, int steps, float dt, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = lim::opaque_at<decltype(pos[i])>(lim_flag, 712u, (i)), v = lim::opaque_at<decltype(vel[i])>(lim_flag, 724u, (i));
  for (int s = 0; s < steps; ++s) {
    const float a = accel__math(lim_flag, x, v);
    x += dt * v + HALF_OF(dt * dt * a);
    v += dt * a * 1.0;
  }
  lim::guarded_store(&(pos[i]), x, lim_flag);
  lim::guarded_store(&(vel[i]), v, lim_flag);
}
