// status: ok
__global__ void boundedThroughHelpers__full(float *out, const float *in, int n, float scale) {
  fill(out, n * 0.1 * 10.0, scale * 0.5);
  out[n + threadIdx.x] = pick(in, threadIdx.x * 0.5 * 2.0) * 0.25;
}
