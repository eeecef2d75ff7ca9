// status: ok
extern "C" __global__ void scaleC__skeleton(const float *in, float *out, float s, unsigned n, int lim_flag) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
