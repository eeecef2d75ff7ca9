// status: conservative
// reason: line 11: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__device__ void damp__streaming(float &v, float k) { v = v * k + 1.0f; }
__global__ void relax__streaming(float *u, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float local = __ldcs(&(u[i]));
  damp__streaming(local, k);
  damp__streaming(u[i + 1], local);
}
