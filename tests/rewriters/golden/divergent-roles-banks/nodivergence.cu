// status: ok
template <class T> __global__ void pairSums__nodivergence(const T *in, T *out, int n) {
  extern __shared__ unsigned char raw[];
  T *acc = reinterpret_cast<T *>(raw);
  __shared__ int hits[64];
  __shared__ float rows[4][64];
  const unsigned tid = threadIdx.x;
  acc[tid] = tid < n ? in[blockIdx.x * blockDim.x + tid] : T(0);
  if (tid < 64)
    hits[tid] = 0;
  rows[tid / 64 % 4][tid % 64] = 1.0f;
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    if (lim::stride_place(tid, ((2 * s)), (0), blockDim.x) < blockDim.x && ((true || (static_cast<decltype(tid)>(lim::stride_place(tid, ((2 * s)), (0), blockDim.x)) % (2 * s) == 0)))) { const auto lim_role_901 = lim::stride_place(tid, ((2 * s)), (0), blockDim.x); {
      acc[tid] += acc[tid + s];
      atomicAdd(&hits[0], 1);
      rows[1][static_cast<decltype(tid)>(lim_role_901) % 64] += rows[1][(static_cast<decltype(tid)>(lim_role_901) + s) % 64];
    } }
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = acc[0] + T(hits[0]) + T(rows[1][0]);
}
