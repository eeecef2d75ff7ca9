// status: ok
__global__ void gridShadowed__skeleton(const float *in, float *out, int lim_flag) {
  const int t = threadIdx.x;
  const int j = blockIdx.x * blockDim.x + t;
  float x = lim::opaque_at<decltype(in[j])>(lim_flag, 413u, (j));
  for (int t = 0; t < 2; ++t) { /* limiter: it only computes what this variant does not keep */ }



  lim::guarded_store(&(out[j]), lim::stored<decltype(out[j])>(lim_flag), lim_flag);
}
