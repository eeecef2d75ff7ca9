// Reads of one element that nvcc makes one load (a kernel's `__restrict__` pointer that it
// only subscripts and never writes through, at an index its block only reads): the streaming
// what-if reads such an element once, hinted, into a local declared before the first read's
// statement, where two `__ldcs` (each an `asm volatile`) would be two loads. Not merged: an
// element of an array the kernel writes (acc), an index that changes between the reads (j),
// a first read in a branch of its own (temp[i + 1]). Merged all the same: acc[i] read twice in
// the statement that stores it (no store between), v[i] around a call handed v as a pointer
// to const (nothing can store through it).
__device__ float weigh(const float *p, int k) { return p[k] * 0.5f; }

__global__ void rereads(const float *__restrict__ temp, float *__restrict__ acc,
                        const float *__restrict__ w, const float *__restrict__ v, float *out,
                        int n, int levels) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float beta = 1.0f / temp[i];
  float z = 0.0f;
  for (int k = 0; k < levels; ++k)
    z += expf(-beta * (float)k) * w[k];
  out[i] = z * temp[i] + temp[i];
  acc[i] = acc[i] + z * acc[i];
  int j = i;
  out[i] += w[j];
  j += 1;
  out[i] += w[j];
  if (z > 1.0f)
    out[i] += temp[i + 1];
  else
    out[i] -= temp[i + 1];
  out[i] += v[i] * weigh(v, i) + v[i];
}
