// A kernel template whose work is a function-pointer template argument defined below it (the
// instantiation, after the definition, resolves the call): each variant declares its clone of
// the helper above the kernel's clone, from the helper's own head, and calls it.
using Stage = void (*)(float *out, const float *in, int n, float scale);

template <Stage stage>
__global__ void staged(float *out, const float *in, int n) {
  float scale = 1.0f / n;
  stage(out, in, n, scale);
}

__device__ void scaleEach(float *out, const float *in, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * scale + 1.0f;
}

template __global__ void staged<scaleEach>(float *, const float *, int);
