// status: ok
template <class T> __global__ void copyAll__math(const T *in, T *out, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::opaque_at<decltype(in[i])>(lim_flag, 553u, (i)), lim_flag);
}
