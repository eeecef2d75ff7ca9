// status: conservative
// reason: line 17: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 22: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 30: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void rowDots__streaming(int n, const float *a, const float *v, float *out) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int base = r * n;
  __stcs(&(out[r]), 0);
  __syncthreads();
  __stcs(&(out[r + n]), 1);
  for (int k = 0; k < n; k++)
    out[r] += __ldcs(&(a[r * n + k])) * __ldcs(&(v[k]));
  if (r < n) {
    __stcs(&(out[r + 2 * n]), 0);
    int k;
    for (k = 0; k < n; k++)
      out[r + 2 * n] += __ldcs(&(a[r * n + k])) * __ldcs(&(v[k]));
  }
  if (r >= n)
    return;
  base += n / 2;
  __stcs(&(out[r + 3 * n]), 0);
  float scale = 2.0f;
  for (int k = 0; k < n / 2; k++)
    out[r + 3 * n] += scale * __ldcs(&(a[base + k])) * __ldcs(&(v[k]));
}
