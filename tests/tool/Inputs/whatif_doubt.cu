// A kernel whose fast-math what-if compiles to other code than full's: powf is long in full,
// and nvcc leaves the loop over the staged bodies rolled; under -use_fast_math it is a few
// instructions, and nvcc unrolls the loop, so the what-if's static count of shared loads is
// not full's. Executed counts would settle it; the survey says it is in doubt.
__global__ void softForces(const float4 *__restrict__ bodies, float *__restrict__ out, int n) {
  __shared__ float4 staged[64];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 me = bodies[i % n];
  float f = 0.0f;
  for (int tile = 0; tile < n; tile += 64) {
    staged[threadIdx.x % 64] = bodies[(tile + threadIdx.x % 64) % n];
    __syncthreads();
    for (int k = 0; k < 64; ++k) {
      const float dx = staged[k].x - me.x, dy = staged[k].y - me.y;
      f += staged[k].w * powf(dx * dx + dy * dy + 0.01f, -1.5f);
    }
    __syncthreads();
  }
  out[i] = f;
}
