// status: ok
__device__ float affine__math(int lim_flag, float x, float s) { return x * s + 1.0f; }
__global__ void scaled__math(const float *in, float *out, float s, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), affine__math(lim_flag, lim::opaque_at<decltype(in[i])>(lim_flag, 409u, (i)), s), lim_flag);
}
