// status: ok
__global__ void transposeHinted__coalesced(float *__restrict__ out, const float *__restrict__ in,
                                const float *__restrict__ bias, int n) {
  const int x = blockIdx.x * TILE + threadIdx.x;
  const int y = blockIdx.y * TILE + threadIdx.y;
  const auto lim_shift_636 = lim::coalesced_runs((x * n) + (y), (0), (0) + (((TILE)) - (0) - 1) / 8 * 8 + 1); const auto lim_shift_697 = lim::coalesced_shift((x * n) + (y)); for (int j = 0; j < TILE; j += ROWS)
    out[(x * n + (y + j)) + lim_shift_636.at((j))] = __ldg(&in[(y + j) * n + x]) + __ldg(&(bias[(x * n + y) + lim_shift_697]));
  out[n * n + x] = __ldg((&in[lim::coalesced_index_linear(2 * x, 2)]));
}
