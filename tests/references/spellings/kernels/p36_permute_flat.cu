// Held-out-style probe p36 (2026-12-02): category 1, naive vs tiled transpose (coalesced).
// The ML-library spelling of a batched transpose: a "permute" of a [B][R][C] tensor into
// [B][C][R], one thread per input element of a 1D launch, its coordinates recovered from the
// flat index by division and remainder (as llm.c-style permute kernels write it). Reads run
// along C (coalesced); writes land R floats apart (a sector a lane).
// Fix: a 3D grid (blockIdx.z the batch) of 32 x 8 blocks through a padded 32 x 33 tile.

__global__ void permuteBRCFlat(float *out, const float *inp, int B, int R, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < B * R * C) {
    int b = idx / (R * C);
    int rest = idx % (R * C);
    int r = rest / C;
    int c = rest % C;
    out[b * C * R + c * R + r] = inp[idx];
  }
}

// R and C multiples of 32.
__global__ void permuteBRCTiled(float *out, const float *inp, int B, int R, int C) {
  __shared__ float tile[32][33];
  const int b = blockIdx.z;
  const float *src = inp + (size_t)b * R * C;
  float *dst = out + (size_t)b * R * C;
  int c = blockIdx.x * 32 + threadIdx.x;
  int r = blockIdx.y * 32 + threadIdx.y;
  for (int k = 0; k < 32; k += 8) tile[threadIdx.y + k][threadIdx.x] = src[(r + k) * C + c];
  __syncthreads();
  r = blockIdx.y * 32 + threadIdx.x;
  c = blockIdx.x * 32 + threadIdx.y;
  for (int k = 0; k < 32; k += 8) dst[(c + k) * R + r] = tile[threadIdx.x][threadIdx.y + k];
}
