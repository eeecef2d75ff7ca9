// status: ok
__global__ void scaled__skeleton(const float *in, float *out, int n, float factor = 2.0f, int lim_flag = 0) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
