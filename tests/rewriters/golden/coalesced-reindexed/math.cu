// status: ok
__device__ float column__math(int lim_flag, const float *m, int row, int width) { return lim::opaque_at<decltype(m[row * width])>(lim_flag, 441u, (row * width)); }
__global__ void gather__math(const float *m, const int *rows, const Pair *pairs, float *out,
                       unsigned *hits, int width, int lim_flag) {
  __shared__ float tile[256];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = rows[t];
  tile[threadIdx.x] = lim::opaque_at<decltype(m[t * width])>(lim_flag, 731u, (t * width)) + lim::opaque<decltype(pairs[t].b)>(lim_flag, 746u, &(pairs[t].b)) + column__math(lim_flag, m, r, width);
  __syncthreads();
  lim::guarded_store(&(out[t * 2]), tile[255 - threadIdx.x] + lim::opaque<decltype(*(m + t))>(lim_flag, 840u, &(*(m + t))), lim_flag);
  (lim::never(1u, lim_flag) ? atomicAdd(&hits[t % 32], 1u) : lim::opaque<decltype(atomicAdd(&hits[t % 32], 1u))>(lim_flag, 852u, &hits[t % 32]));
}
