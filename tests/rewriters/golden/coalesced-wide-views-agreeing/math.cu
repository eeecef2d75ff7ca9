// status: ok
template <class T, class V> __global__ void scaleRows__math(const T *in, T *out, int stride, int lim_flag) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  V a = lim::opaque_at<decltype(reinterpret_cast<const V *>(&in[t * stride])[0])>(lim_flag, 506u, (0));
  a.x = a.x + a.y;
  lim::guarded_store(&(reinterpret_cast<V *>(&out[t * stride])[0]), a, lim_flag);
}
