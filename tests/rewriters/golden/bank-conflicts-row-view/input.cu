// A static one-dimensional shared array read through a row pointer (`float *row = &strip[...]`)
// set once and only subscripted, as an 8 x 8 transform's row pass reads its strip. The
// no-bank-conflicts what-if skews the array, and each `row[k]` with it: the row's offset read
// again at the access, skewed with k, and taken off again. The view `whole`, at the array's
// start, takes the skew of its own index alone.
constexpr int kPitch = 64;

__global__ void rowPass(const float *in, float *out) {
  __shared__ float strip[8 * kPitch];
  const int t = threadIdx.x;
  for (int e = t; e < 8 * kPitch; e += blockDim.x)
    strip[e] = in[blockIdx.x * 8 * kPitch + e];
  __syncthreads();
  const int i = t & 7, tile = t >> 3;
  float *row = &strip[i * kPitch + tile * 8];
  const float *whole = strip;
  float acc = 0.0f;
  for (int k = 0; k < 8; ++k)
    acc += row[k] * (k + 1);
  __syncthreads();
  row[0] = acc;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = whole[t];
}
