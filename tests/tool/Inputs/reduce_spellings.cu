// The interleaved reduction in other spellings, for the no-divergence what-if's cost: a signed
// thread index with the mask form `(tid & (2 * s - 1)) == 0` and a shift as the step, and its
// fix, the same pairs handed to the first threads.

__global__ void maskInterleaved(const float *in, float *sums) {
  __shared__ float acc[256];
  int tid = threadIdx.x;
  acc[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (int s = 1; s < blockDim.x; s <<= 1) {
    if ((tid & (2 * s - 1)) == 0)
      acc[tid] += acc[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    sums[blockIdx.x] = acc[0];
}

__global__ void maskStrided(const float *in, float *sums) {
  __shared__ float acc[256];
  int tid = threadIdx.x;
  acc[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (int s = 1; s < blockDim.x; s <<= 1) {
    int at = 2 * s * tid;
    if (at < blockDim.x)
      acc[at] += acc[at + s];
    __syncthreads();
  }
  if (tid == 0)
    sums[blockIdx.x] = acc[0];
}

// Blocks of 16 x 16 threads, numbered by their linear id (warp order), the interleaved test on
// it: its roles span the block's 256 threads, not blockDim.x's 16.
__global__ void tileInterleaved(const float *in, float *sums) {
  __shared__ float acc[256];
  const unsigned tid = threadIdx.y * blockDim.x + threadIdx.x;
  acc[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x * blockDim.y; s *= 2) {
    if (tid % (2 * s) == 0)
      acc[tid] += acc[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    sums[blockIdx.x] = acc[0];
}

// A scan's up-sweep, its test on the thread index plus one: each level adds into the last
// thread of every pair of runs, lanes 2d apart. The fix hands the same adds to the first
// threads by computing the place (`(t + 1) * 2d - 1`).
__global__ void upSweepShifted(const float *in, float *out) {
  __shared__ float run[256];
  const int t = threadIdx.x;
  run[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (int d = 1; d < 256; d *= 2) {
    if ((t + 1) % (2 * d) == 0)
      run[t] += run[t - d];
    __syncthreads();
  }
  out[blockIdx.x * 256 + t] = run[t];
}

__global__ void upSweepPlaced(const float *in, float *out) {
  __shared__ float run[256];
  const int t = threadIdx.x;
  run[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (int d = 1; d < 256; d *= 2) {
    const int at = (t + 1) * 2 * d - 1;
    if (at < 256)
      run[at] += run[at - d];
    __syncthreads();
  }
  out[blockIdx.x * 256 + t] = run[t];
}

// The tree in a helper the kernel hands its shared row and thread index, and its fix in a
// helper of the same shape (sequential addressing).
__device__ float treeInterleaved(float *row, unsigned me) {
  for (unsigned gap = 1; gap < 256; gap *= 2) {
    if (me % (2 * gap) == 0)
      row[me] += row[me + gap];
    __syncthreads();
  }
  return row[0];
}

__device__ float treeSequential(float *row, unsigned me) {
  for (unsigned gap = 128; gap > 0; gap /= 2) {
    if (me < gap)
      row[me] += row[me + gap];
    __syncthreads();
  }
  return row[0];
}

__global__ void helperInterleaved(const float *in, float *sums) {
  __shared__ float row[256];
  const unsigned t = threadIdx.x;
  row[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  const float total = treeInterleaved(row, t);
  if (t == 0)
    sums[blockIdx.x] = total;
}

__global__ void helperSequential(const float *in, float *sums) {
  __shared__ float row[256];
  const unsigned t = threadIdx.x;
  row[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  const float total = treeSequential(row, t);
  if (t == 0)
    sums[blockIdx.x] = total;
}
