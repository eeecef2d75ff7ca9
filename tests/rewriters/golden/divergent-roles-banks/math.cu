// status: ok
template <class T> __global__ void pairSums__math(const T *in, T *out, int n, int lim_flag) {
  extern __shared__ unsigned char raw[];
  T *acc = reinterpret_cast<T *>(raw);
  __shared__ int hits[64];
  __shared__ float rows[4][64];
  const unsigned tid = threadIdx.x;
  acc[tid] = tid < n ? lim::opaque_at<decltype(in[blockIdx.x * blockDim.x + tid])>(lim_flag, 709u, (blockIdx.x * blockDim.x + tid)) : T(0);
  if (tid < 64)
    hits[tid] = 0;
  rows[tid / 64 % 4][tid % 64] = 1.0f;
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0) {
      acc[tid] += acc[tid + s];
      atomicAdd(&hits[0], 1);
      rows[1][tid % 64] += rows[1][(tid + s) % 64];
    }
    __syncthreads();
  }
  if (tid == 0)
    lim::guarded_store(&(out[blockIdx.x]), acc[0] + T(hits[0]) + T(rows[1][0]), lim_flag);
}
