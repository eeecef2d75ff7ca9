// status: ok
__device__ void scaleEach(float *out, const float *in, int n, float scale);
__device__ void scaleEach__skeleton(int lim_flag, float *out, const float *in, int n, float scale);
__device__ void scaleEach__skeleton(int lim_flag, float *out, const float *in, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
template <Stage stage>
__global__ void staged__skeleton(float *out, const float *in, int n, int lim_flag) {
  float scale = 1.0f / n;
  lim::clone_for<stage, static_cast<decltype(stage)>(&::scaleEach), &::scaleEach__skeleton>()(lim_flag, out, in, n, scale);
}
