// status: ok
__device__ float column__readonly(const float *m, int row, int width) { return __ldg(&(m[row * width])); }
__global__ void gather__readonly(const float *m, const int *rows, const Pair *pairs, float *out,
                       unsigned *hits, int width) {
  __shared__ float tile[256];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = __ldg(&(rows[t]));
  tile[threadIdx.x] = __ldg(&(m[t * width])) + __ldg(&(pairs[t].b)) + column__readonly(m, r, width);
  __syncthreads();
  out[t * 2] = tile[255 - threadIdx.x] + __ldg(&(*(m + t))) + __ldg(&(*m));
  *(t * 2 + 1 + out) = __ldg(&((*(pairs + t * 3)).a));
  *(out + width * t + 1) = __ldg(&(*(m + (size_t)t * width + threadIdx.x)));
  const float *row = m + t * width;
  float *cell = &out[t * 3];
  cell[1] = __ldg(&(row[threadIdx.x]));
  atomicAdd(&hits[t % 32], 1u);
}
