// status: ok
__device__ inline void lim_operator_caret_equal__mem(byte4 &a, const byte4 b) {
  a.x = lim::fold<decltype(a.x)>(a.x, b.x);
  a.y = lim::fold<decltype(a.y)>(a.y, b.y);
  a.z = lim::fold<decltype(a.z)>(a.z, b.z);
  a.w = lim::fold<decltype(a.w)>(a.w, b.w);
}
__device__ inline byte4 lim_operator_plus_plus__mem(byte4 &a, int) {
  byte4 old = a;
  a.x = lim::fold<decltype(a.x)>(a.x);
  return old;
}
__global__ void mix__mem(const byte4 *in, const byte4 *key, byte4 *out) {
  __shared__ byte4 tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  tile[threadIdx.x] = lim::fold<decltype(tile[threadIdx.x])>(tile[threadIdx.x], key[threadIdx.x]);
  byte4 r = lim::fold<decltype(tile[threadIdx.x] + key[i])>(key[i]);
  r = lim::fold<decltype(r)>(r, in[i]);
  out[i] = lim::fold<decltype(out[i])>(lim_operator_plus_plus__mem(r, 0), r);
  out[i + 1] = lim::fold<decltype(out[i + 1])>(out[i + 1], key[i]);
 lim::keep_shared(&tile); }
