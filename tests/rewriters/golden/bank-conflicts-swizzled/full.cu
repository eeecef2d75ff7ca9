// status: ok
__global__ void swizzles__full(const float *in, float *out, int width) {
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
  const float v = in[(blockIdx.y * 32 + ty) * width + blockIdx.x * 32 + tx];
  swz[ty][tx ^ ty] = v;
  rot[tx][(tx + ty) % 32] = v;
  bad[tx][ty ^ 1] = v;
  partner[t % 512] = v;
  columns[(tx * 32) ^ ty] = v;
  const float4 q = {v, v, v, v};
  quads[(tx & 7) * 4 + (tx >> 3)] = q;
  pairs[ty * 32 + ((tx & 15) ^ 3)] = v;
  oddk[(tx * (2 * width + 1)) % 2048] = v;
  __syncthreads();
  float sum = swz[tx][ty ^ tx] + rot[ty][(tx + ty) % 32] + bad[ty][tx];
  for (int m = 16; m > 0; m >>= 1)
    sum += partner[(t ^ m) % 512];
  const float4 r = quads[tx];
  sum += columns[(ty * 32) ^ tx] + r.x + static_cast<float>(pairs[ty * 32 + tx]) + oddk[tx];
  out[(blockIdx.x * 32 + ty) * width + blockIdx.y * 32 + tx] = sum;
}
