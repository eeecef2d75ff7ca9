// status: ok
template <Stage stage>
__global__ void staged__full(float *out, const float *in, int n) {
  float scale = 1.0f / n;
  stage(out, in, n, scale);
}
