// status: ok
__global__ void transposeHinted__full(float *__restrict__ out, const float *__restrict__ in,
                                const float *__restrict__ bias, int n) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    out[x * n + (y + j)] = __ldg(&in[(y + j) * n + x]) + __ldg(&(bias[x * n + y]));
  out[n * n + x] = __ldg(in + 2 * x);
}
