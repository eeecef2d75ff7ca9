// The coalesced what-if re-indexes the element a read-only or cache-hinted load reads where
// the load is given its address as `&p[e]` or `p + e`: a naive transpose's column reads through
// __ldg in a loop (the warp's shift taken before it), a read of a parenthesised element, a read through a sum.

#define TILE 32
#define ROWS 8

__global__ void transposeHinted(float *__restrict__ out, const float *__restrict__ in,
                                const float *__restrict__ bias, int n) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    out[x * n + (y + j)] = __ldg(&in[(y + j) * n + x]) + __ldg(&(bias[x * n + y]));
  out[n * n + x] = __ldg(in + 2 * x);
}
