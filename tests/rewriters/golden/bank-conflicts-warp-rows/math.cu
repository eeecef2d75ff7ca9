// status: ok
__global__ void warpRows__math(const float *in, float *out, int lim_flag) {
  __shared__ float rows[WARPS][32];
  __shared__ float cols[32][WARPS];
  __shared__ float halves[WARPS][33];
  __shared__ float turned[WARPS][32];
  const int t = threadIdx.x;
  const int lane = t & 31, warp = t >> 5;
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  rows[warp][lane] = lim::opaque_at<decltype(in[g])>(lim_flag, 1130u, (g));
  cols[lane][warp] = lim::opaque_at<decltype(in[g])>(lim_flag, 1158u, (g)) * 2.0f;
  halves[t / 32][t % 32] = lim::opaque_at<decltype(in[g])>(lim_flag, 1199u, (g)) + 1.0f;
  turned[warp][(t + 1) & 31] = lim::opaque_at<decltype(in[g])>(lim_flag, 1244u, (g)) - 1.0f;
  __syncthreads();
  lim::guarded_store(&(out[g]), rows[warp][31 - lane] + cols[lane][warp] + halves[warp][g % 32] + turned[warp][lane], lim_flag);
}
