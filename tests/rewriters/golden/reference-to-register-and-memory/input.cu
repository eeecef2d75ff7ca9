// One helper whose reference parameter is bound to a register at one call and to global
// memory at another: its single clone cannot be both, so the memory stays an access the
// variants do not rewrite (LIM102), store-only keeps the update's value and math-only, which
// cannot guard it, is not made.
__device__ void damp(float &v, float k) { v = v * k + 1.0f; }

__global__ void relax(float *u, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float local = u[i];
  damp(local, k);
  damp(u[i + 1], local);
}
