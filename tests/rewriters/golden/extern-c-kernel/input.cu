// A kernel with C linkage, declared without braces: its clones repeat `extern "C"`, and the
// entries the manifest names are their plain names (no `_Z` mangling, flag or not).
extern "C" __global__ void scaleC(const float *in, float *out, float s, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * s;
}
