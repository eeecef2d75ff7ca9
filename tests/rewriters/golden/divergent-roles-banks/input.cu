// The no-divergence what-if lays out the shared memory its roles reach by the role: whole
// warps on a stride of 2s would meet in 32/2s banks where full's lanes met in one, so dynamic
// shared memory (here through a view, for two element types) is swizzled by whole rows as
// the no-bank-conflicts what-if lays it out. The array the roles reach at a fixed index
// (`hits[0]`) and the tile they reach along a row keep their layouts.
template <class T> __global__ void pairSums(const T *in, T *out, int n) {
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
    if (tid % (2 * s) == 0) {
      acc[tid] += acc[tid + s];
      atomicAdd(&hits[0], 1);
      rows[1][tid % 64] += rows[1][(tid + s) % 64];
    }
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = acc[0] + T(hits[0]) + T(rows[1][0]);
}

template __global__ void pairSums<float>(const float *, float *, int);
template __global__ void pairSums<double>(const double *, double *, int);
