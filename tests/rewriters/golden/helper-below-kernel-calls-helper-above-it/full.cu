// status: ok
template <Stage stage>
__global__ void pipelined__full(float *out, const float *in, int n) {
  stage(out, in, n);
}
