// Kernels that read one element twice through a `const float *__restrict__` parameter: nvcc
// reads it once, through the read-only path (ld.global.nc), where a hinted load (`__ldg`, an
// `asm volatile`) is read as often as it is written. The read-only-loads what-if keeps such
// reads as written; the streaming what-if reads such an element once, into a local.

// Every load through a `const __restrict__` parameter: the what-if compiles to full's.
__global__ void rereadRestrict(const float *__restrict__ temp, float *__restrict__ out,
                               int levels) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float beta = 1.0f / temp[i];
  float z = 0.0f;
  for (int k = 0; k < levels; ++k)
    z += __expf(-beta * (float)k);
  out[i] = z * temp[i];
}

// One array through a plain pointer (hinted), one through a `const __restrict__` one (kept).
__global__ void rereadMixed(const float *__restrict__ a, const float *b, float *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = a[i] * b[i] + a[i];
}
