// status: ok
template <class V> __global__ void copyAs__skeleton(const float *in, float *out, int stride, int lim_flag) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const V a = lim::opaque_at<decltype(reinterpret_cast<const V *>(&in[t * stride])[0])>(lim_flag, 511u, (0));
  lim::guarded_store(&(reinterpret_cast<V *>(&out[t * stride])[0]), lim::stored<decltype(reinterpret_cast<V *>(&out[t * stride])[0])>(lim_flag), lim_flag);
}
