// status: ok
__global__ void warpRows__mem(const float *in, float *out) {
  __shared__ float rows[WARPS][32];
  __shared__ float cols[32][WARPS];
  __shared__ float halves[WARPS][33];
  __shared__ float turned[WARPS][32];
  const int t = threadIdx.x;
  const int lane = t & 31, warp = t >> 5;
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  rows[warp][lane] = in[g];
  cols[lane][warp] = lim::fold<decltype(cols[lane][warp])>(in[g]);
  halves[t / 32][t % 32] = lim::fold<decltype(halves[t / 32][t % 32])>(in[g]);
  turned[warp][(t + 1) & 31] = lim::fold<decltype(turned[warp][(t + 1) & 31])>(in[g]);
  __syncthreads();
  out[g] = lim::fold<decltype(out[g])>(rows[warp][31 - lane], cols[lane][warp], halves[warp][g % 32], turned[warp][lane]);
 lim::keep_shared(&rows, &cols, &halves, &turned); }
