// status: ok
__device__ void scaleEach(float *out, const float *in, int n, float scale);
__device__ void scaleEach__math(int lim_flag, float *out, const float *in, int n, float scale);
__device__ void scaleEach__math(int lim_flag, float *out, const float *in, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::opaque_at<decltype(in[i])>(lim_flag, 638u, (i)) * scale + 1.0f, lim_flag);
}
template <Stage stage>
__global__ void staged__math(float *out, const float *in, int n, int lim_flag) {
  float scale = 1.0f / n;
  lim::clone_for<stage, static_cast<decltype(stage)>(&::scaleEach), &::scaleEach__math>()(lim_flag, out, in, n, scale);
}
