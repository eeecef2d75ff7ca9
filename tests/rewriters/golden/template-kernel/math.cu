// status: ok
template <typename T, int Factor>
__global__ void scaled__math(const T *in, T *out, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[i]), lim::opaque_at<decltype(in[i])>(lim_flag, 140u, (i)) * T(Factor), lim_flag);
}
