// p186: a blind probe's kernels (2026-12-05, second session).
// Block sum: each warp reduces with a __shfl_xor_sync butterfly, then the warps' sums are
// combined by an interleaved tree over the WARP index (whole warps pick: no divergence
// within a warp). A false-positive probe for nodivergence; and a while-loop interleaved
// tree over the linear id of a 2-D block, written blockDim.x * threadIdx.y + threadIdx.x.
__global__ void blockSumWarpTree(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float warpSums[32][32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  float v = in[blockIdx.x * 1024 + t];
#pragma unroll
  for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
  warpSums[warp][lane] = v;
  __syncthreads();
  for (int s = 1; s < 32; s *= 2) {
    if (warp % (2 * s) == 0) warpSums[warp][lane] += warpSums[warp + s][lane];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = warpSums[0][0];
}

__global__ void blockSumWhile2D(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float s[512];
  const unsigned tid = blockDim.x * threadIdx.y + threadIdx.x;
  s[tid] = in[blockIdx.x * 512 + tid];
  __syncthreads();
  unsigned stride = 1;
  while (stride < 512) {
    if (tid % (stride << 1) == 0) s[tid] += s[tid + stride];
    __syncthreads();
    stride <<= 1;
  }
  if (tid == 0) out[blockIdx.x] = s[0];
}
