// status: ok
template <class V> __global__ void copyAs__mem(const float *in, float *out, int stride) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const V a = reinterpret_cast<const V *>(&in[t * stride])[0];
  reinterpret_cast<V *>(&out[t * stride])[0] = a;
}
