// status: ok
__device__ float affine__mem(float x, float s) { return lim::fold<float>(x, s); }
__global__ void scaled__mem(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = affine__mem(in[i], s);
}
