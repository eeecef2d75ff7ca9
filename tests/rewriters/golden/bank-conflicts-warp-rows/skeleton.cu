// status: ok
__global__ void warpRows__skeleton(const float *in, float *out, int lim_flag) {
  __shared__ float rows[WARPS][32];
  __shared__ float cols[32][WARPS];
  __shared__ float halves[WARPS][33];
  __shared__ float turned[WARPS][32];
  const int t = threadIdx.x;
  const int lane = t & 31, warp = t >> 5;
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(rows[warp][lane]), lim::stored<decltype(rows[warp][lane])>(lim_flag), lim_flag);
  lim::guarded_store(&(cols[lane][warp]), lim::stored<decltype(cols[lane][warp])>(lim_flag), lim_flag);
  lim::guarded_store(&(halves[t / 32][t % 32]), lim::stored<decltype(halves[t / 32][t % 32])>(lim_flag), lim_flag);
  lim::guarded_store(&(turned[warp][(t + 1) & 31]), lim::stored<decltype(turned[warp][(t + 1) & 31])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[g]), lim::stored<decltype(out[g])>(lim_flag), lim_flag);
}
