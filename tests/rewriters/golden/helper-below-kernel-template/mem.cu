// status: ok
__device__ void scaleEach(float *out, const float *in, int n, float scale);
__device__ void scaleEach__mem(float *out, const float *in, int n, float scale);
__device__ void scaleEach__mem(float *out, const float *in, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::fold<decltype(out[i])>(in[i], scale);
}
template <Stage stage>
__global__ void staged__mem(float *out, const float *in, int n) {
  float scale = lim::fold<decltype(1.0f / n)>(n);
  lim::clone_for<stage, static_cast<decltype(stage)>(&::scaleEach), &::scaleEach__mem>()(out, in, n, scale);
}
