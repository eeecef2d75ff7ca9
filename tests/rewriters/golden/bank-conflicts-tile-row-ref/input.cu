// A tile's row bound to a reference to its array type (`float (&mine)[32] = tile[tx]`) and
// measured by sizeof: the padded row would no longer match the reference's type, and its
// size would change the loop's count. The no-bank-conflicts what-if keeps the tile's layout,
// and says so.
constexpr int kSide = 32;

__global__ void rowByReference(const float *in, float *out) {
  __shared__ float tile[kSide][kSide];
  const int tx = threadIdx.x;
  for (int r = 0; r < kSide; ++r)
    tile[r][tx] = in[blockIdx.x * kSide * kSide + r * kSide + tx];
  __syncthreads();
  float (&mine)[kSide] = tile[tx];
  float acc = 0.0f;
  for (unsigned k = 0; k < sizeof(tile[0]) / sizeof(float); ++k)
    acc += mine[k];
  out[blockIdx.x * kSide + tx] = acc;
}
