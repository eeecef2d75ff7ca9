// status: ok
extern "C" __global__ void scaleC__math(const float *in, float *out, float s, unsigned n, int lim_flag) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::opaque_at<decltype(in[i])>(lim_flag, 344u, (i)) * s, lim_flag);
}
