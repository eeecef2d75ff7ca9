// status: ok
__device__ inline void lim_operator_caret_equal__store(int lim_flag, byte4 &a, const byte4 b) {
  a.x ^= b.x;
  a.y ^= b.y;
  a.z ^= b.z;
  a.w ^= b.w;
}
__device__ inline byte4 lim_operator_plus_plus__store(int lim_flag, byte4 &a, int) {
  byte4 old = a;
  a.x++;
  return old;
}
__global__ void mix__store(const byte4 *in, const byte4 *key, byte4 *out, int lim_flag) {
  __shared__ byte4 tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = lim::stored<decltype(tile[threadIdx.x])>(lim_flag);
  tile[threadIdx.x] = lim::stored<decltype(tile[threadIdx.x])>(lim_flag);
  byte4 r = tile[threadIdx.x] + lim::opaque_at<decltype(key[i])>(lim_flag, 1275u, (i));
  lim_operator_caret_equal__store(lim_flag, r, lim::opaque_at<decltype(in[i])>(lim_flag, 1290u, (i)));
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  out[i + 1] = lim::stored<decltype(out[i + 1])>(lim_flag);
}
