// status: ok
__global__ void blend__math(const Pair *left, const Pair *right, Pair *out, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), (lim::opaque_at<decltype(left[i])>(lim_flag, 589u, (i)) + lim::opaque_at<decltype(right[i])>(lim_flag, 599u, (i))) * 0.5f, lim_flag);
}
