// A row pointer whose offset names a local that another declaration's name shadows where the
// row is read (`k` inside the loop is not the `k` of the offset): the offset cannot be read
// again at the row's accesses, so the no-bank-conflicts what-if keeps the array's layout, and
// says so.
__global__ void shadowedRow(const float *in, float *out) {
  __shared__ float strip[8 * 64];
  const int t = threadIdx.x;
  for (int e = t; e < 8 * 64; e += blockDim.x)
    strip[e] = in[blockIdx.x * 8 * 64 + e];
  __syncthreads();
  const int k = (t & 7) * 64 + (t >> 3) * 8;
  float *row = strip + k;
  float acc = 0.0f;
  for (int k = 0; k < 8; ++k)
    acc += row[k];
  out[blockIdx.x * blockDim.x + t] = acc;
}
