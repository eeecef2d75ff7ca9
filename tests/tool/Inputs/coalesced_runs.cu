// A pixel's four channels read and written one float at a time: the coalesced what-if's
// block runs take the warp's work once for the four reads and once for the four stores
// (VariantCountsTest).
__global__ void scaleChannels(const float *__restrict__ in, float *__restrict__ out, float k) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  const float r = in[4 * p], g = in[4 * p + 1], b = in[4 * p + 2], a = in[4 * p + 3];
  out[4 * p] = r * k;
  out[4 * p + 1] = g * k;
  out[4 * p + 2] = b * k;
  out[4 * p + 3] = a;
}
