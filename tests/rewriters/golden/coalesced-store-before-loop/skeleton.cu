// status: ok
__global__ void rowDots__skeleton(int n, const float *a, const float *v, float *out, int lim_flag) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int base = r * n;
  lim::guarded_store(&(out[r]), lim::stored<decltype(out[r])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[r + n]), lim::stored<decltype(out[r + n])>(lim_flag), lim_flag);
  for (int k = 0; k < n; k++)
    lim::guarded_store(&(out[r]), lim::stored<decltype(out[r])>(lim_flag), lim_flag);
  if (r < n) {
    lim::guarded_store(&(out[r + 2 * n]), lim::stored<decltype(out[r + 2 * n])>(lim_flag), lim_flag);
    int k;
    for (k = 0; k < n; k++)
      lim::guarded_store(&(out[r + 2 * n]), lim::stored<decltype(out[r + 2 * n])>(lim_flag), lim_flag);
  }
  if (r >= n)
    return;
  base += n / 2;
  lim::guarded_store(&(out[r + 3 * n]), lim::stored<decltype(out[r + 3 * n])>(lim_flag), lim_flag);
  float scale = 2.0f;
  for (int k = 0; k < n / 2; k++)
    lim::guarded_store(&(out[r + 3 * n]), lim::stored<decltype(out[r + 3 * n])>(lim_flag), lim_flag);
}
