// Narrow accesses and their fix, for the wider-accesses what-if: a colour grade of RGBA pixels
// kept as four floats each. gradeScalar reads and writes each pixel's four channels one float
// at a time (a lane's four neighbouring 32-bit accesses, four requests each way); gradeVector,
// the fix, moves each pixel as one float4 (one 128-bit request each way). Both move the same
// bytes and do the same arithmetic.

#include <cuda_runtime.h>

__global__ void gradeScalar(const float *__restrict__ in, float *__restrict__ out, int pixels) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= pixels)
    return;
  const float r = in[4 * p], g = in[4 * p + 1], b = in[4 * p + 2], a = in[4 * p + 3];
  out[4 * p] = 0.9f * r + 0.1f * g;
  out[4 * p + 1] = 0.8f * g + 0.2f * b;
  out[4 * p + 2] = 0.7f * b + 0.3f * r;
  out[4 * p + 3] = a;
}

__global__ void gradeVector(const float4 *__restrict__ in, float4 *__restrict__ out, int pixels) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= pixels)
    return;
  const float4 c = in[p];
  out[p] = make_float4(0.9f * c.x + 0.1f * c.y, 0.8f * c.y + 0.2f * c.z, 0.7f * c.z + 0.3f * c.x,
                       c.w);
}
