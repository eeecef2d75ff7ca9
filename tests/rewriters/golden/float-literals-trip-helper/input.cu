// A double literal whose value reaches a helper's loop bound and a helper's index through the
// call's arguments: the single-precision-literals what-if keeps it as it keeps one read by the
// kernel's own loop (float arithmetic could add an iteration or move the element), and says
// why; the literal that only scales the stored value is suffixed.
__device__ void fill(float *out, float lim, float v) {
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    out[j] = v;
}

__device__ float pick(const float *in, double at) { return in[(int)at]; }

__global__ void boundedThroughHelpers(float *out, const float *in, int n, float scale) {
  fill(out, n * 0.1 * 10.0, scale * 0.5);
  out[n + threadIdx.x] = pick(in, threadIdx.x * 0.5 * 2.0) * 0.25;
}
