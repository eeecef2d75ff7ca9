// status: ok
__device__ float column__nobankconflict(const float *m, int row, int width) { return m[row * width]; }
__global__ void gather__nobankconflict(const float *m, const int *rows, const Pair *pairs, float *out,
                       unsigned *hits, int width) {
  __shared__ float tile[(256) + ((256) - 1) / 32 * 1];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = rows[t];
  tile[lim::bank_skewed<32, 1>(threadIdx.x)] = m[t * width] + pairs[t].b + column__nobankconflict(m, r, width);
  __syncthreads();
  out[t * 2] = tile[lim::bank_skewed<32, 1>(255 - threadIdx.x)] + *(m + t) + *m;
  *(t * 2 + 1 + out) = (*(pairs + t * 3)).a;
  *(out + width * t + 1) = *(m + (size_t)t * width + threadIdx.x);
  const float *row = m + t * width;
  float *cell = &out[t * 3];
  cell[1] = row[threadIdx.x];
  atomicAdd(&hits[t % 32], 1u);
}
