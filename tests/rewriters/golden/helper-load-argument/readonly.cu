// status: ok
__device__ float affine__readonly(float x, float s) { return x * s + 1.0f; }
__global__ void scaled__readonly(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = affine__readonly(__ldg(&(in[i])), s);
}
