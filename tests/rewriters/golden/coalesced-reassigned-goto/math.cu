// status: ok
__global__ void jumps__math(const float *in, float *out, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  int g = i;
  int c = 0;
again:
  g += n;
  if ((threadIdx.x & 1) && ++c < 3)
    goto again;
  lim::guarded_store(&(out[g]), lim::opaque<decltype(out[g])>(lim_flag, 580u, &(out[g])) + (lim::opaque_at<decltype(in[g])>(lim_flag, 590u, (g))), lim_flag);
  lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 599u, &(out[i])) + (lim::opaque_at<decltype(in[i])>(lim_flag, 609u, (i))), lim_flag);
}
