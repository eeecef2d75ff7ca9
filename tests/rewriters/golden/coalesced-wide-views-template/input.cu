// Wider views in a template kernel's text: the view's width in the array's elements is
// written as a number, so it is taken only where every instantiation's is the same. `copyAs`
// views floats as V, two (float2) or four (float4) a lane: kept as it was (each lane's view its
// own array). (coalesced-wide-views-agreeing: instantiations of one width.)

template <class V> __global__ void copyAs(const float *in, float *out, int stride) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const V a = reinterpret_cast<const V *>(&in[t * stride])[0];
  reinterpret_cast<V *>(&out[t * stride])[0] = a;
}
template __global__ void copyAs<float2>(const float *, float *, int);
template __global__ void copyAs<float4>(const float *, float *, int);
