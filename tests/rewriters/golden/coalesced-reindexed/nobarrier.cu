// status: ok
__device__ float column__nobarrier(const float *m, int row, int width) { return m[row * width]; }
__global__ void gather__nobarrier(const float *m, const int *rows, const Pair *pairs, float *out,
                       unsigned *hits, int width) {
  __shared__ float tile[256];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = rows[t];
  tile[threadIdx.x] = m[t * width] + pairs[t].b + column__nobarrier(m, r, width);
  lim::barrier_removed();
  out[t * 2] = tile[255 - threadIdx.x] + *(m + t) + *m;
  *(t * 2 + 1 + out) = (*(pairs + t * 3)).a;
  *(out + width * t + 1) = *(m + (size_t)t * width + threadIdx.x);
  const float *row = m + t * width;
  float *cell = &out[t * 3];
  cell[1] = row[threadIdx.x];
  atomicAdd(&hits[t % 32], 1u);
}
