// status: ok
__device__ float column__mem(const float *m, int row, int width) { return m[row * width]; }
__global__ void gather__mem(const float *m, const int *rows, const Pair *pairs, float *out,
                       unsigned *hits, int width) {
  __shared__ float tile[256];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = rows[t];
  tile[threadIdx.x] = lim::fold<decltype(tile[threadIdx.x])>(m[t * width], pairs[t].b, column__mem(m, r, width));
  __syncthreads();
  out[t * 2] = lim::fold<decltype(out[t * 2])>(*(m + t), *m);
  *(t * 2 + 1 + out) = (*(pairs + t * 3)).a;
  *(out + width * t + 1) = *(m + (size_t)t * width + threadIdx.x);
  const float *row = m + t * width;
  float *cell = &out[t * 3];
  cell[1] = row[threadIdx.x];
  atomicAdd(&hits[t % 32], 1u);
 lim::keep_shared(&tile); }
