// A row convolution of radius 8 through a 40 KiB shared tile a block: the shared-occupancy
// what-if folds the tile onto 8 KiB, the base of each access alone, and keeps the offsets
// that the unrolled taps add to it, so that its code stays near full's.
constexpr int Radius = 8;
constexpr int Span = 10240;

__global__ void convolveRows(const float *in, float *out, const float *taps, int n) {
  __shared__ float row[Span + 2 * Radius];
  const int start = blockIdx.x * Span;
  for (int i = threadIdx.x; i < Span + 2 * Radius; i += blockDim.x) {
    const int g = start + i - Radius;
    row[i] = g >= 0 && g < n ? in[g] : 0.0f;
  }
  __syncthreads();
  for (int i = threadIdx.x; i < Span; i += blockDim.x) {
    float acc = 0.0f;
#pragma unroll
    for (int k = -Radius; k <= Radius; ++k)
      acc += taps[Radius + k] * row[i + Radius + k];
    out[start + i] = acc;
  }
}
