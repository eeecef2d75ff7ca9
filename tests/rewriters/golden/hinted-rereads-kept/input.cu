// Reads spelt alike that the cache-hint what-ifs must not read once: an inner `i` that shadows
// the outer one, an index changed through a reference between the reads, an element stored
// through a reference to it, a call of the project's own between the reads (it may store), a
// statement after a preprocessor line or written through a macro (no text goes there). An
// unbraced body followed by a statement that reads again: both merged, the braces closing
// before the next declaration.
#define OUT(k) d[k]

__device__ float keep(float *buf, int k, float v) {
  buf[k] = v;
  return v;
}

__global__ void kept(const float *__restrict__ p, float *__restrict__ q, float *d, float *buf,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = p[i];
  for (int i = 0; i < n; ++i)
    s += p[i];
  int j = i;
  int &r = j;
  s += q[j];
  r += 1;
  s += q[j];
  float &e = q[i + 1];
  const float before = q[i + 1];
  e = before + 1.0f;
  s += q[i + 1];
  d[i] = d[i + 2] + keep(buf, i, s) + d[i + 2];
#ifdef LIMITER_EXTRA
  s += 1.0f;
#endif
  d[i + 3] = p[i + 3] * p[i + 3] + s;
  if (i < n)
    OUT(i) = p[i + 4] * p[i + 4];
  if (i < n)
    d[i + 5] = p[i + 5] * p[i + 5];
  d[i + 6] = p[i + 6] * p[i + 6];
}
