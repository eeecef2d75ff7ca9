// status: ok
__global__ void rowDots__math(int n, const float *a, const float *v, float *out, int lim_flag) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int base = r * n;
  lim::guarded_store(&(out[r]), 0, lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[r + n]), 1, lim_flag);
  for (int k = 0; k < n; k++)
    lim::guarded_store(&(out[r]), lim::opaque<decltype(out[r])>(lim_flag, 969u, &(out[r])) + (lim::opaque_at<decltype(a[r * n + k])>(lim_flag, 979u, (r * n + k)) * lim::opaque_at<decltype(v[k])>(lim_flag, 994u, (k))), lim_flag);
  if (r < n) {
    lim::guarded_store(&(out[r + 2 * n]), 0, lim_flag);
    int k;
    for (k = 0; k < n; k++)
      lim::guarded_store(&(out[r + 2 * n]), lim::opaque<decltype(out[r + 2 * n])>(lim_flag, 1084u, &(out[r + 2 * n])) + (lim::opaque_at<decltype(a[r * n + k])>(lim_flag, 1102u, (r * n + k)) * lim::opaque_at<decltype(v[k])>(lim_flag, 1117u, (k))), lim_flag);
  }
  if (r >= n)
    return;
  base += n / 2;
  lim::guarded_store(&(out[r + 3 * n]), 0, lim_flag);
  float scale = 2.0f;
  for (int k = 0; k < n / 2; k++)
    lim::guarded_store(&(out[r + 3 * n]), lim::opaque<decltype(out[r + 3 * n])>(lim_flag, 1252u, &(out[r + 3 * n])) + (scale * lim::opaque_at<decltype(a[base + k])>(lim_flag, 1278u, (base + k)) * lim::opaque_at<decltype(v[k])>(lim_flag, 1292u, (k))), lim_flag);
}
