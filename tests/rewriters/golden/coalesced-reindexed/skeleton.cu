// status: ok
__device__ float column__skeleton(int lim_flag, const float *m, int row, int width) { return lim::opaque_at<decltype(m[row * width])>(lim_flag, 664u, (row * width)); }
__global__ void gather__skeleton(const float *m, const int *rows, const Pair *pairs, float *out,
                       unsigned *hits, int width, int lim_flag) {
  __shared__ float tile[256];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = rows[t];
  lim::guarded_store(&(tile[threadIdx.x]), lim::stored<decltype(tile[threadIdx.x])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[t * 2]), lim::stored<decltype(out[t * 2])>(lim_flag), lim_flag);
  lim::guarded_store(&(*(t * 2 + 1 + out)), lim::stored<decltype(*(t * 2 + 1 + out))>(lim_flag), lim_flag);
  lim::guarded_store(&(*(out + width * t + 1)), lim::stored<decltype(*(out + width * t + 1))>(lim_flag), lim_flag);
  const float *row = m + t * width;
  float *cell = &out[t * 3];
  lim::guarded_store(&(cell[1]), lim::stored<decltype(cell[1])>(lim_flag), lim_flag);
  (lim::never(lim_flag, lim_flag) ? atomicAdd(&hits[t % 32], 1u) : lim::stored<decltype(atomicAdd(&hits[t % 32], 1u))>(lim_flag));
}
