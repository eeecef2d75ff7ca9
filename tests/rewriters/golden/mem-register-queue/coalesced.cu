// status: ok
__global__ void queueAlongZ__coalesced(const float *field, float *out, int planes, int stride) {
  __shared__ float tile[128];
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  float past[2], upcoming[2];
  const auto lim_shift_678 = lim::coalesced_shift_linear((x), 1); for (int k = 0; k < 2; ++k)
    past[k] = field[(x + k * stride) + lim_shift_678];
  float centre = field[lim::coalesced_index_linear(x + 2 * stride, 1)];
  const auto lim_shift_789 = lim::coalesced_shift_linear((x), 1); for (int k = 0; k < 2; ++k)
    upcoming[k] = field[(x + (3 + k) * stride) + lim_shift_789];
  const auto lim_shift_1234 = lim::coalesced_shift_linear((x), 1); for (int z = 2; z < planes - 2; ++z) {
    past[0] = past[1];
    past[1] = centre;
    centre = upcoming[0];
    upcoming[0] = upcoming[1];
    upcoming[1] = z + 3 < planes ? field[lim::coalesced_index_linear(x + (z + 3) * stride, 1)] : 0.0f;
    __syncthreads();
    tile[threadIdx.x] = centre;
    __syncthreads();
    float sum = 0.5f * tile[threadIdx.x];
    for (int r = 0; r < 2; ++r)
      sum += 0.25f * (past[1 - r] + upcoming[r]);
    out[(x + z * stride) + lim_shift_1234] = sum;
  }
}
