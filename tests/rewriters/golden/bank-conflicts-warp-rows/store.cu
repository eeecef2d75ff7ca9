// status: ok
__global__ void warpRows__store(const float *in, float *out, int lim_flag) {
  __shared__ float rows[WARPS][32];
  __shared__ float cols[32][WARPS];
  __shared__ float halves[WARPS][33];
  __shared__ float turned[WARPS][32];
  const int t = threadIdx.x;
  const int lane = t & 31, warp = t >> 5;
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  rows[warp][lane] = lim::stored<decltype(rows[warp][lane])>(lim_flag);
  cols[lane][warp] = lim::stored<decltype(cols[lane][warp])>(lim_flag);
  halves[t / 32][t % 32] = lim::stored<decltype(halves[t / 32][t % 32])>(lim_flag);
  turned[warp][(t + 1) & 31] = lim::stored<decltype(turned[warp][(t + 1) & 31])>(lim_flag);
  __syncthreads();
  out[g] = lim::stored<decltype(out[g])>(lim_flag);
}
