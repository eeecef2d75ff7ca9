// status: ok
__device__ float column__streaming(const float *m, int row, int width) { return __ldcs(&(m[row * width])); }
__global__ void gather__streaming(const float *m, const int *rows, const Pair *pairs, float *out,
                       unsigned *hits, int width) {
  __shared__ float tile[256];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = __ldcs(&(rows[t]));
  tile[threadIdx.x] = __ldcs(&(m[t * width])) + __ldcs(&(pairs[t].b)) + column__streaming(m, r, width);
  __syncthreads();
  __stcs(&(out[t * 2]), tile[255 - threadIdx.x] + __ldcs(&(*(m + t))) + __ldcs(&(*m)));
  __stcs(&(*(t * 2 + 1 + out)), __ldcs(&((*(pairs + t * 3)).a)));
  __stcs(&(*(out + width * t + 1)), __ldcs(&(*(m + (size_t)t * width + threadIdx.x))));
  const float *row = m + t * width;
  float *cell = &out[t * 3];
  __stcs(&(cell[1]), __ldcs(&(row[threadIdx.x])));
  atomicAdd(&hits[t % 32], 1u);
}
