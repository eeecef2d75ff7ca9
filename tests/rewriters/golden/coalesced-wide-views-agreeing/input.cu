// Wider views in a template kernel's text whose instantiations agree on the view's width in
// the array's elements: T viewed as a vector of four T, float4 over float and int4 over int.
// Each instantiation re-indexes the viewed element four elements a lane (coalesced_wide: the
// text serves two, whose arrays may differ in what every lane shares).

template <class T, class V> __global__ void scaleRows(const T *in, T *out, int stride) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  V a = reinterpret_cast<const V *>(&in[t * stride])[0];
  a.x = a.x + a.y;
  reinterpret_cast<V *>(&out[t * stride])[0] = a;
}
template __global__ void scaleRows<float, float4>(const float *, float *, int);
template __global__ void scaleRows<int, int4>(const int *, int *, int);
