// status: ok
__device__ inline void lim_operator_plus_equal__blocksize(Sum4 &a, Sum4 b) {
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
  a.w += b.w;
}
__device__ inline void lim_operator_minus_equal__blocksize(Sum4 &a, Sum4 b) {
  a.x -= b.x;
  a.y -= b.y;
  a.z -= b.z;
  a.w -= b.w;
}
__global__ void boxRow__blocksize(const Sum4 *in, Sum4 *out, int width, int radius, float scale) {
  const Sum4 *row = in + (blockIdx.x * blockDim.y + threadIdx.y) * width;
  Sum4 *dst = out + (blockIdx.x * blockDim.y + threadIdx.y) * width;
  Sum4 acc = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int x = 0; x <= radius; ++x)
    lim_operator_plus_equal__blocksize(acc, row[x]);
  for (int x = 0; x < width - radius; ++x) {
    dst[x] = acc * scale;
    lim_operator_plus_equal__blocksize(acc, row[x + radius]);
    lim_operator_minus_equal__blocksize(acc, row[x]);
  }
}
