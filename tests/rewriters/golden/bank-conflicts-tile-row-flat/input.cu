// A tile filled flat through its first row (`float *flat = tile[0]; flat[k]`, k up to the
// whole tile), as real code often fills a 2-D table, then read down its columns. A padding of
// the rows would move the flat fill's elements off the rows the reads take; the no-bank-
// conflicts what-if keeps the tile's layout, and says so. A row pointer is taken for the
// padding only where its every subscript provably stays inside the row.
constexpr int kSide = 32;

__global__ void flatFill(const float *in, float *out) {
  __shared__ float tile[kSide][kSide];
  const int tx = threadIdx.x;
  float *flat = tile[0];
  for (int k = tx; k < kSide * kSide; k += blockDim.x)
    flat[k] = in[blockIdx.x * kSide * kSide + k];
  __syncthreads();
  float acc = 0.0f;
  for (int r = 0; r < kSide; ++r)
    acc += tile[tx][r];
  out[blockIdx.x * kSide + tx] = acc;
}
