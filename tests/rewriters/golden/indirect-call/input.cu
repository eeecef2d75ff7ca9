typedef float (*UnaryOp)(float);
__device__ float twice(float x) { return 2.0f * x; }
__global__ void apply(const float *in, float *out, UnaryOp op) {
  int i = threadIdx.x;
  out[i] = op(in[i]);
}
