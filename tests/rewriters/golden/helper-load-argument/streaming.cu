// status: ok
__device__ float affine__streaming(float x, float s) { return x * s + 1.0f; }
__global__ void scaled__streaming(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(out[i]), affine__streaming(__ldcs(&(in[i])), s));
}
