// status: ok
__device__ void clear__skeleton(int lim_flag, float *p, int at) { lim::guarded_store(&(p[at]), lim::stored<decltype(p[at])>(lim_flag), lim_flag); }
__global__ void loops__skeleton(const float *__restrict__ in, float *__restrict__ out, double *d,
                      const float *__restrict__ q, float *buf, int n, double s, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc[CH] = {0.0f, 0.0f, 0.0f, 0.0f};
  const int base = i << 2;
  // A channel loop under `#pragma unroll`, and its stores.
#pragma unroll // every channel
  for (int c = 0; c < CH; ++c)
    acc[c] += lim::opaque_at<decltype(in[base + c])>(lim_flag, 454u, (base + c));
#pragma unroll 4
  for (int c = 0; c < CH; ++c) {
    lim::guarded_store(&(out[c + base]), lim::stored<decltype(out[c + base])>(lim_flag), lim_flag);
  }
  // In place, two doubles; a loop from 1 (`<=`); the inner one of two loops without braces.
  for (int j = 0; j < 2; j += 1)
    lim::guarded_store(&(d[2 * i + j]), lim::stored<decltype(d[2 * i + j])>(lim_flag), lim_flag);
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
    lim::guarded_store(&(buf[base + c]), lim::stored<decltype(buf[base + c])>(lim_flag), lim_flag);
  for (int c = 0; c < 4; ++c) {
    lim::guarded_store(&(buf[base + 32 + c]), lim::stored<decltype(buf[base + 32 + c])>(lim_flag), lim_flag);
    if (t > 1.0f)
      lim::guarded_store(&(buf[base + 32 + c]), lim::stored<decltype(buf[base + 32 + c])>(lim_flag), lim_flag);
  }
  for (int c = 0; c < 4; ++c) {
    t += q[base + 40 + c];
    clear__skeleton(lim_flag, buf, base + 40 + c);
  }
  for (int c = -2; c < 2u; ++c)
    lim::guarded_store(&(buf[base + 48 + c + 2]), lim::stored<decltype(buf[base + 48 + c + 2])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[n + i]), lim::stored<decltype(out[n + i])>(lim_flag), lim_flag);
}
