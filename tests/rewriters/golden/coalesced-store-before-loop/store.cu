// status: ok
__global__ void rowDots__store(int n, const float *a, const float *v, float *out, int lim_flag) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int base = r * n;
  out[r] = lim::stored<decltype(out[r])>(lim_flag);
  __syncthreads();
  out[r + n] = lim::stored<decltype(out[r + n])>(lim_flag);
  for (int k = 0; k < n; k++)
    out[r] = lim::stored<decltype(out[r])>(lim_flag);
  if (r < n) {
    out[r + 2 * n] = lim::stored<decltype(out[r + 2 * n])>(lim_flag);
    int k;
    for (k = 0; k < n; k++)
      out[r + 2 * n] = lim::stored<decltype(out[r + 2 * n])>(lim_flag);
  }
  if (r >= n)
    return;
  base += n / 2;
  out[r + 3 * n] = lim::stored<decltype(out[r + 3 * n])>(lim_flag);
  float scale = 2.0f;
  for (int k = 0; k < n / 2; k++)
    out[r + 3 * n] = lim::stored<decltype(out[r + 3 * n])>(lim_flag);
}
