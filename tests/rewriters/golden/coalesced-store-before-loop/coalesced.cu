// status: ok
__global__ void rowDots__coalesced(int n, const float *a, const float *v, float *out) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int base = r * n;
  out[r] = 0;
  __syncthreads(); const auto lim_shift_979 = lim::coalesced_runs((r * n), (0), (n)); 
  out[r + n] = 1;
  for (int k = 0; k < n; k++)
    out[r] += a[(r * n + k) + lim_shift_979.at((k))] * v[k];
  if (r < n) { const auto lim_shift_1102 = lim::coalesced_shift((r * n)); 
    out[r + 2 * n] = 0;
    int k;
    for (k = 0; k < n; k++)
      out[r + 2 * n] += a[(r * n + k) + lim_shift_1102] * v[k];
  }
  if (r >= n)
    return;
  base += n / 2; const auto lim_shift_1278 = lim::coalesced_runs((base), (0), (n / 2)); 
  out[r + 3 * n] = 0;
  float scale = 2.0f;
  for (int k = 0; k < n / 2; k++)
    out[r + 3 * n] += scale * a[(base + k) + lim_shift_1278.at((k))] * v[k];
}
