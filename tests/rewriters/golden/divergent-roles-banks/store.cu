// status: ok
template <class T> __global__ void pairSums__store(const T *in, T *out, int n, int lim_flag) {
  extern __shared__ unsigned char raw[];
  T *acc = reinterpret_cast<T *>(raw);
  __shared__ int hits[64];
  __shared__ float rows[4][64];
  const unsigned tid = threadIdx.x;
  acc[tid] = lim::stored<decltype(acc[tid])>(lim_flag);
  if (tid < 64)
    hits[tid] = lim::stored<decltype(hits[tid])>(lim_flag);
  rows[tid / 64 % 4][tid % 64] = lim::stored<decltype(rows[tid / 64 % 4][tid % 64])>(lim_flag);
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0) {
      acc[tid] = lim::stored<decltype(acc[tid])>(lim_flag);
      atomicAdd(&hits[0], lim::stored<decltype(1)>(lim_flag));
      rows[1][tid % 64] = lim::stored<decltype(rows[1][tid % 64])>(lim_flag);
    }
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = lim::stored<decltype(out[blockIdx.x])>(lim_flag);
}
