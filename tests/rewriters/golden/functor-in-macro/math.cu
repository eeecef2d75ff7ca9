// status: ok
__global__ void combine__math(const float *x, const float *y, float *out, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Blend op;
  if (i < n)
    lim::guarded_store(&(out[i]), op(lim::opaque_at<decltype(x[i])>(lim_flag, 753u, (i)), lim::opaque_at<decltype(y[i])>(lim_flag, 759u, (i))), lim_flag);
}
