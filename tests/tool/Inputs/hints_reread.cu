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

// One element read twice in one statement with no store between: one load to nvcc through any
// pointer; the cache-hint what-ifs read it once too (in braces with the unbraced if's body).
__global__ void rereadInStatement(const float2 *pts, float *d, int n, float cx) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] = (cx - pts[i].x) * (cx - pts[i].x);
}

// A recurrence along a row: each step reads what the previous one stored (full keeps it in a
// register). The read-only path is for data the kernel does not write: v's reads are kept.
__global__ void recurrenceRow(float *v, const float *c, int n) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n) {
    const int base = row * n;
    for (int k = 1; k < n; ++k)
      v[base + k] = v[base + k - 1] * c[k] + v[base + k];
  }
}

// An element read twice in a helper's return statement: one load to nvcc, and one hinted
// load in the what-ifs, into a local declared before the return.
__device__ __forceinline__ double kineticOf(const double *vx, const double *vy, unsigned i) {
  return 0.5 * (vx[i] * vx[i] + vy[i] * vy[i]);
}

__global__ void rereadInReturn(const double *vx, const double *vy, double *e, unsigned n) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    e[i] = kineticOf(vx, vy, i);
}
