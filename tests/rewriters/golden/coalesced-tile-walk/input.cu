// A tile loaded through its flat index by a block-stride walk (`for (int e = threadIdx.x; e <
// 256 * 32; e += 256)`, then `e += blockDim.x`): e starts at the thread index and steps by a
// multiple of 32, so `e / 32` is a warp's row and `e % 32` its lanes' columns, and the reads
// `a[(row0 + e / 32) * n + e % 32]` are coalesced already: the coalesced what-if keeps them as
// written. The same walk read down the columns (`b[(e % 32) * n + e / 32]`, lanes n apart) and a
// walk stepped by 48 (its lanes' `e % 32` not one apart in every warp) are re-indexed, as are a
// walk whose condition steps it too (`e++ < n`) and one whose unsigned step wraps to 32 down.
__global__ void tileWalks(const float *a, const float *b, const float *c, float *out, int n) {
  __shared__ float tile[256 * 32];
  const int t = threadIdx.x;
  const int row0 = blockIdx.x * 256;
  for (int e = t; e < 256 * 32; e += 256)
    tile[e] = a[(size_t)(row0 + e / 32) * n + e % 32];
  __syncthreads();
  float acc = 0.0f;
  for (int e = t; e < 256 * 64; e += blockDim.x)
    acc += b[(size_t)(e % 64) * n + row0 + e / 64];
  for (int e = t; e < 4096; e += 48)
    acc += c[(e / 32) * n + e % 32];
  for (int e = t; e++ < 4096; e += 256)
    acc += c[(e / 32) * n + e % 32];
  for (int e = t; e > -4096; e += 4294967264u)
    acc += c[4096 + (e / 32) * n + e % 32];
  out[row0 + t] = acc + tile[t * 32];
}
