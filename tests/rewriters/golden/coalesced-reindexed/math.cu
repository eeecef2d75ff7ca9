// status: ok
__device__ float column__math(int lim_flag, const float *m, int row, int width) { return lim::opaque_at<decltype(m[row * width])>(lim_flag, 664u, (row * width)); }
__global__ void gather__math(const float *m, const int *rows, const Pair *pairs, float *out,
                       unsigned *hits, int width, int lim_flag) {
  __shared__ float tile[256];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = rows[t];
  tile[threadIdx.x] = lim::opaque_at<decltype(m[t * width])>(lim_flag, 954u, (t * width)) + lim::opaque<decltype(pairs[t].b)>(lim_flag, 969u, &(pairs[t].b)) + column__math(lim_flag, m, r, width);
  __syncthreads();
  lim::guarded_store(&(out[t * 2]), tile[255 - threadIdx.x] + lim::opaque<decltype(*(m + t))>(lim_flag, 1063u, &(*(m + t))) + lim::opaque<decltype(*m)>(lim_flag, 1074u, &(*m)), lim_flag);
  lim::guarded_store(&(*(t * 2 + 1 + out)), lim::opaque<decltype((*(pairs + t * 3)).a)>(lim_flag, 1101u, &((*(pairs + t * 3)).a)), lim_flag);
  lim::guarded_store(&(*(out + width * t + 1)), lim::opaque<decltype(*(m + (size_t)t * width + threadIdx.x))>(lim_flag, 1150u, &(*(m + (size_t)t * width + threadIdx.x))), lim_flag);
  const float *row = m + t * width;
  float *cell = &out[t * 3];
  lim::guarded_store(&(cell[1]), lim::opaque_at<decltype(row[threadIdx.x])>(lim_flag, 1267u, (threadIdx.x)), lim_flag);
  (lim::never(1u, lim_flag) ? atomicAdd(&hits[t % 32], 1u) : lim::opaque<decltype(atomicAdd(&hits[t % 32], 1u))>(lim_flag, 1287u, &hits[t % 32]));
}
