// status: ok
__global__ void swizzles__skeleton(const float *in, float *out, int width, int lim_flag) {
  __shared__ float swz[32][32];   // written swz[ty][tx ^ ty], read swz[tx][ty ^ tx]: kept
  __shared__ float rot[32][32];   // rot[tx][(tx + ty) % 32]: a rotation, kept
  __shared__ float bad[32][32];   // bad[tx][ty ^ 1]: every lane in one bank, padded
  __shared__ float partner[512];  // partner[t ^ m]: a butterfly, kept
  __shared__ float columns[1024]; // columns[(tx * 32) ^ ty]: one bank, skewed
  // 16 bytes an element, served eight lanes a phase: lanes 0 and 2 of quads[(t & 7) * 4 +
  // (t >> 3)] fall eight elements apart, 128 bytes, in the same banks of one phase: skewed
  // (the warp's 32 elements lie in 32 distinct places modulo 32, which would not tell)
  __shared__ float4 quads[256];
  // 8 bytes, sixteen lanes a phase: pairs[(t & 15) ^ 3] a permutation of each phase, kept
  __shared__ double pairs[512];
  // oddk[(tx * (2 * width + 1)) % 2048]: an odd stride the parameter makes, kept
  __shared__ float oddk[2048];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int t = ty * 32 + tx;
  const float v = lim::opaque_at<decltype(in[(blockIdx.y * 32 + ty) * width + blockIdx.x * 32 + tx])>(lim_flag, 1511u, ((blockIdx.y * 32 + ty) * width + blockIdx.x * 32 + tx));
  lim::guarded_store(&(swz[ty][tx ^ ty]), lim::stored<decltype(swz[ty][tx ^ ty])>(lim_flag), lim_flag);
  lim::guarded_store(&(rot[tx][(tx + ty) % 32]), lim::stored<decltype(rot[tx][(tx + ty) % 32])>(lim_flag), lim_flag);
  lim::guarded_store(&(bad[tx][ty ^ 1]), lim::stored<decltype(bad[tx][ty ^ 1])>(lim_flag), lim_flag);
  lim::guarded_store(&(partner[t % 512]), lim::stored<decltype(partner[t % 512])>(lim_flag), lim_flag);
  lim::guarded_store(&(columns[(tx * 32) ^ ty]), lim::stored<decltype(columns[(tx * 32) ^ ty])>(lim_flag), lim_flag);
  const float4 q = {v, v, v, v};
  lim::guarded_store(&(quads[(tx & 7) * 4 + (tx >> 3)]), lim::stored<decltype(quads[(tx & 7) * 4 + (tx >> 3)])>(lim_flag), lim_flag);
  lim::guarded_store(&(pairs[ty * 32 + ((tx & 15) ^ 3)]), lim::stored<decltype(pairs[ty * 32 + ((tx & 15) ^ 3)])>(lim_flag), lim_flag);
  lim::guarded_store(&(oddk[(tx * (2 * width + 1)) % 2048]), lim::stored<decltype(oddk[(tx * (2 * width + 1)) % 2048])>(lim_flag), lim_flag);
  __syncthreads();
  float sum = swz[tx][ty ^ tx] + rot[ty][(tx + ty) % 32] + bad[ty][tx];
  for (int m = 16; m > 0; m >>= 1)
    sum += partner[(t ^ m) % 512];
  const float4 r = quads[tx];
  sum += columns[(ty * 32) ^ tx] + r.x + static_cast<float>(pairs[ty * 32 + tx]) + oddk[tx];
  lim::guarded_store(&(out[(blockIdx.x * 32 + ty) * width + blockIdx.y * 32 + tx]), lim::stored<decltype(out[(blockIdx.x * 32 + ty) * width + blockIdx.y * 32 + tx])>(lim_flag), lim_flag);
}
