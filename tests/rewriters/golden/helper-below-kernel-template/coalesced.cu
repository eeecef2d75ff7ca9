// status: ok
__device__ void scaleEach(float *out, const float *in, int n, float scale);
__device__ void scaleEach__coalesced(float *out, const float *in, int n, float scale);
__device__ void scaleEach__coalesced(float *out, const float *in, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced(out, i)] = in[lim::coalesced(in, i)] * scale + 1.0f;
}
template <Stage stage>
__global__ void staged__coalesced(float *out, const float *in, int n) {
  float scale = 1.0f / n;
  lim::clone_for<stage, static_cast<decltype(stage)>(&::scaleEach), &::scaleEach__coalesced>()(out, in, n, scale);
}
