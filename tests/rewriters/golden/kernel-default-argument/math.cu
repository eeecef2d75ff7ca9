// status: ok
__global__ void scaled__math(const float *in, float *out, int n, float factor = 2.0f, int lim_flag = 0) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::opaque_at<decltype(in[i])>(lim_flag, 303u, (i)) * factor, lim_flag);
}
