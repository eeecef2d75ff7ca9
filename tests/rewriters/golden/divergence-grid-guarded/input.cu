// Stride tests inside a bounds guard on the grid's index, `if (i < n) { ... }`: as after a
// guard's `return`, only the grid's last block loses threads to it, so each test is split (the
// roles stay refused), on the grid's index and on the thread's alike. One under a condition on
// the data (`if (x > 0.0f)`) stays as written and is said.
__global__ void gridGuarded(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = in[i];
    if (i % 2 == 0)
      x = x * 1.01f + 0.5f;
    else
      x = x * 0.99f - 0.5f;
    if (threadIdx.x % 4 == 1)
      x = -x;
    if (x > 0.0f) {
      if (i % 2 == 1)
        x *= 2.0f;
    }
    out[i] = x;
  }
}
