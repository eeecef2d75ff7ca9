__device__ float load(const float *p, int i) { return p[i]; }
__device__ void store(float *p, int i, float v) { p[i] = v; }
__device__ float square(float v) { return v * v; }

__global__ void squares(const float *in, float *out) {
  int i = threadIdx.x;
  store(out, i, square(load(in, i)) + 1.0f);
}
