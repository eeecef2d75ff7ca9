// status: ok
__device__ void clear__readonly(float *p, int at) { p[at] = 0.0f; }
__global__ void loops__readonly(const float *__restrict__ in, float *__restrict__ out, double *d,
                      const float *__restrict__ q, float *buf, int n, double s) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc[CH] = {0.0f, 0.0f, 0.0f, 0.0f};
  const int base = i << 2;
  // A channel loop under `#pragma unroll`, and its stores.
#pragma unroll // every channel
  for (int c = 0; c < CH; ++c)
    acc[c] += in[base + c];
#pragma unroll 4
  for (int c = 0; c < CH; ++c) {
    out[c + base] = acc[c] * 0.5f;
  }
  // In place, two doubles; a loop from 1 (`<=`); the inner one of two loops without braces.
  for (int j = 0; j < 2; j += 1)
    d[2 * i + j] = d[2 * i + j] * s;
  float t = 0.0f;
  for (int c = 1; c <= 2; c++)
    t += in[base + 4 + c + 1];
  for (int k = 0; k < n; ++k)
    for (int c = 0; c < 4; ++c)
      t += in[4 * k + c];
  // Left as they are: under a condition, three iterations, a break, a start that is not a
  // multiple of four, a counter the body writes, the same array read and written at other
  // elements, a store the loop may overwrite under a condition, a call given the array, and a
  // counter from -2 compared with an unsigned bound (no iteration at all).
  for (int c = 0; c < 4; ++c)
    if (base + c < n)
      t += q[base + c];
  for (int c = 0; c < 3; ++c)
    t += q[base + 4 + c];
  for (int c = 0; c < 4; ++c) {
    if (t > 100.0f)
      break;
    t += q[base + 8 + c];
  }
  for (int c = 0; c < 4; ++c)
    t += q[base + 13 + c];
  for (int c = 0; c < 4; ++c)
    t += q[base + 20 + c++];
  for (int c = 0; c < 4; ++c)
    buf[base + c] = buf[base + c + 4];
  for (int c = 0; c < 4; ++c) {
    buf[base + 32 + c] = q[base + 32 + c];
    if (t > 1.0f)
      buf[base + 32 + c] = t;
  }
  for (int c = 0; c < 4; ++c) {
    t += q[base + 40 + c];
    clear__readonly(buf, base + 40 + c);
  }
  for (int c = -2; c < 2u; ++c)
    buf[base + 48 + c + 2] = t;
  out[n + i] = t;
}
