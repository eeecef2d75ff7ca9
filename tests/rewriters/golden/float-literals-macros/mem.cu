// status: ok
__device__ __forceinline__ float accel__mem(float x, float v) { return lim::fold<float>(x, v); 

}
__global__ void oscillate__mem(float *pos, float *vel, int steps, float dt) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = pos[i], v = vel[i];
  { x = lim::fold<decltype(x)>(x, v); v = lim::fold<decltype(v)>(v, x); }




  pos[i] = x;
  vel[i] = v;
}
