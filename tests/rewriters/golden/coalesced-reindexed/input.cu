// The coalesced what-if: global `p[i]` accesses are re-indexed to the warp's consecutive
// elements (a strided load, a store, an access in a helper, pointer arithmetic `*(p + i)`,
// `*(i + p)` and `*(p + a + b)`, whose index is the sum of the terms, a lane's own row pointer
// `row = m + t * width` or `&out[t * 3]`, re-indexed from the array); an element's field has
// its own address coalesced (lim::coalesced_at); a structural load (its value is an index), a
// plain `*p` and an atomic are kept, and the what-if says so; shared accesses are not touched.
struct Pair {
  float a, b;
};

__device__ float column(const float *m, int row, int width) { return m[row * width]; }

__global__ void gather(const float *m, const int *rows, const Pair *pairs, float *out,
                       unsigned *hits, int width) {
  __shared__ float tile[256];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = rows[t];
  tile[threadIdx.x] = m[t * width] + pairs[t].b + column(m, r, width);
  __syncthreads();
  out[t * 2] = tile[255 - threadIdx.x] + *(m + t) + *m;
  *(t * 2 + 1 + out) = (*(pairs + t * 3)).a;
  *(out + width * t + 1) = *(m + (size_t)t * width + threadIdx.x);
  const float *row = m + t * width;
  float *cell = &out[t * 3];
  cell[1] = row[threadIdx.x];
  atomicAdd(&hits[t % 32], 1u);
}
