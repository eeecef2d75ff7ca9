// status: ok
__global__ void queueAlongZ__nobankconflict(const float *field, float *out, int planes, int stride) {
  __shared__ float tile[(128) + ((128) - 1) / 32 * 1];
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  float past[2], upcoming[2];
  for (int k = 0; k < 2; ++k)
    past[k] = field[x + k * stride];
  float centre = field[x + 2 * stride];
  for (int k = 0; k < 2; ++k)
    upcoming[k] = field[x + (3 + k) * stride];
  for (int z = 2; z < planes - 2; ++z) {
    past[0] = past[1];
    past[1] = centre;
    centre = upcoming[0];
    upcoming[0] = upcoming[1];
    upcoming[1] = z + 3 < planes ? field[x + (z + 3) * stride] : 0.0f;
    __syncthreads();
    tile[lim::bank_skewed<32, 1>(threadIdx.x)] = centre;
    __syncthreads();
    float sum = 0.5f * tile[lim::bank_skewed<32, 1>(threadIdx.x)];
    for (int r = 0; r < 2; ++r)
      sum += 0.25f * (past[1 - r] + upcoming[r]);
    out[x + z * stride] = sum;
  }
}
