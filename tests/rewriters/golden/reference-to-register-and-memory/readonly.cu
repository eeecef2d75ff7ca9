// status: ok
__device__ void damp__readonly(float &v, float k) { v = v * k + 1.0f; }
__global__ void relax__readonly(float *u, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float local = __ldg(&(u[i]));
  damp__readonly(local, k);
  damp__readonly(u[i + 1], local);
}
