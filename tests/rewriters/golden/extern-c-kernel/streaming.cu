// status: ok
extern "C" __global__ void scaleC__streaming(const float *in, float *out, float s, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(out[i]), __ldcs(&(in[i])) * s);
}
