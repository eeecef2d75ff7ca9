// status: ok
__global__ void rowDots__mem(int n, const float *a, const float *v, float *out) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int base = r * n;
  out[r] = 0;
  __syncthreads();
  out[r + n] = 1;
  for (int k = 0; k < n; k++)
    out[r] = lim::fold<decltype(out[r])>(out[r], a[r * n + k], v[k]);
  if (r < n) {
    out[r + 2 * n] = 0;
    int k;
    for (k = 0; k < n; k++)
      out[r + 2 * n] = lim::fold<decltype(out[r + 2 * n])>(out[r + 2 * n], a[r * n + k], v[k]);
  }
  if (r >= n)
    return;
  base += n / 2;
  out[r + 3 * n] = 0;
  float scale = 2.0f;
  for (int k = 0; k < n / 2; k++)
    out[r + 3 * n] = lim::fold<decltype(out[r + 3 * n])>(out[r + 3 * n], a[base + k], v[k]);
}
