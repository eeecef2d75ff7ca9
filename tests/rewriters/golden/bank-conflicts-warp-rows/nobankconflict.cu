// status: ok
__global__ void warpRows__nobankconflict(const float *in, float *out) {
  __shared__ float rows[WARPS][32];
  __shared__ float cols[32][(WARPS) + 1];
  __shared__ float halves[WARPS][33];
  __shared__ float turned[WARPS][32];
  const int t = threadIdx.x;
  const int lane = t & 31, warp = t >> 5;
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  rows[warp][lane] = in[g];
  cols[lane][warp] = in[g] * 2.0f;
  halves[t / 32][t % 32] = in[g] + 1.0f;
  turned[warp][(t + 1) & 31] = in[g] - 1.0f;
  __syncthreads();
  out[g] = rows[warp][31 - lane] + cols[lane][warp] + halves[warp][g % 32] + turned[warp][lane];
}
