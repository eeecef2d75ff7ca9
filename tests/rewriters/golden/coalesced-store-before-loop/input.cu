// The coalesced what-if's loop shift goes up the loop's block, in front of the statements it
// can pass: a store before the loop (`out[r] = 0`, the sum kept in memory, which full holds in
// a register through the loop), a declaration without a value the declaration needs, plain
// arithmetic. Its warp instructions (`__activemask()`, a volatile asm) would otherwise stand
// between the store and the loop, and nvcc would load the stored element again (two loads a
// thread more than full in PolyBench's matrix-vector products). It stops at a statement that
// writes what it reads (`base += n`), at a call (`__syncthreads()`), at a branch (`if`), and
// stays inside the block of a branch it is in. Three sums of rows, one kernel.

__global__ void rowDots(int n, const float *a, const float *v, float *out) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int base = r * n;
  out[r] = 0;
  __syncthreads();
  out[r + n] = 1;
  for (int k = 0; k < n; k++)
    out[r] += a[r * n + k] * v[k];
  if (r < n) {
    out[r + 2 * n] = 0;
    int k;
    for (k = 0; k < n; k++)
      out[r + 2 * n] += a[r * n + k] * v[k];
  }
  if (r >= n)
    return;
  base += n / 2;
  out[r + 3 * n] = 0;
  float scale = 2.0f;
  for (int k = 0; k < n / 2; k++)
    out[r + 3 * n] += scale * a[base + k] * v[k];
}
