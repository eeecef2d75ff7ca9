// status: ok
__global__ void transposeHinted__math(float *__restrict__ out, const float *__restrict__ in,
                                const float *__restrict__ bias, int n, int lim_flag) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    lim::guarded_store(&(out[x * n + (y + j)]), lim::opaque<decltype(__ldg(&in[(y + j) * n + x]))>(lim_flag, 659u, &in[(y + j) * n + x]) + lim::opaque<decltype(__ldg(&(bias[x * n + y])))>(lim_flag, 689u, &(bias[x * n + y])), lim_flag);
  lim::guarded_store(&(out[n * n + x]), lim::opaque<decltype(__ldg(in + 2 * x))>(lim_flag, 735u, in + 2 * x), lim_flag);
}
