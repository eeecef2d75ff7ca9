// Pointers into a two-dimensional shared tile that a padding of its rows would move: the
// first element's address walked across the rows (`flat[tx * 33]`), and a row of rows of a
// three-dimensional array (`float (*plane)[kSide] = cube[z]`, whose type the padded array would
// no longer match). The no-bank-conflicts what-if keeps both arrays' layouts and says so; the
// row pointer into `cube` alone would not keep it.
constexpr int kSide = 32;

__global__ void flatWalk(const float *in, float *out) {
  __shared__ float tile[kSide][kSide];
  __shared__ float cube[2][kSide][kSide];
  const int tx = threadIdx.x;
  for (int r = 0; r < kSide; ++r) {
    tile[r][tx] = in[blockIdx.x * kSide * kSide + r * kSide + tx];
    cube[r & 1][r][tx] = tile[r][tx];
  }
  __syncthreads();
  float *flat = &tile[0][0];
  float (*plane)[kSide] = cube[tx & 1];
  const float *line = cube[0][tx];
  float acc = flat[(tx * 33) % (kSide * kSide)] + line[1];
  for (int k = 0; k < kSide; ++k)
    acc += plane[k][tx];
  out[blockIdx.x * kSide + tx] = acc;
}
