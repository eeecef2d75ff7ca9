// status: ok
__global__ void transposeHinted__skeleton(float *__restrict__ out, const float *__restrict__ in,
                                const float *__restrict__ bias, int n, int lim_flag) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    lim::guarded_store(&(out[x * n + (y + j)]), lim::stored<decltype(out[x * n + (y + j)])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[n * n + x]), lim::stored<decltype(out[n * n + x])>(lim_flag), lim_flag);
}
