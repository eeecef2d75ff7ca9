// status: ok
extern "C" __global__ void scaleC__readonly(const float *in, float *out, float s, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __ldg(&(in[i])) * s;
}
