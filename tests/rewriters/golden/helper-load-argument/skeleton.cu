// status: ok
__device__ float affine__skeleton(int lim_flag, float x, float s) { return x * s + 1.0f; }
__global__ void scaled__skeleton(const float *in, float *out, float s, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
