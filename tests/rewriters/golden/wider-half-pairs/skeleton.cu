// status: ok
__global__ void scalePairs__skeleton(const __half2 *in, __half2 *out, const __nv_bfloat162 *bin,
                           __nv_bfloat162 *bout, __half2 s, __nv_bfloat162 t, int n, int lim_flag) {
  const int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 3 >= n)
    return;
  const __half2 a = lim::opaque_at<decltype(in[i])>(lim_flag, 817u, (i)), b = lim::opaque_at<decltype(in[i + 1])>(lim_flag, 828u, (i + 1)), c = lim::opaque_at<decltype(in[i + 2])>(lim_flag, 843u, (i + 2)), d = lim::opaque_at<decltype(in[i + 3])>(lim_flag, 858u, (i + 3));
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[i + 1]), lim::stored<decltype(out[i + 1])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[i + 2]), lim::stored<decltype(out[i + 2])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[i + 3]), lim::stored<decltype(out[i + 3])>(lim_flag), lim_flag);
  for (int k = 0; k < 2; ++k)
    lim::guarded_store(&(bout[i + k]), lim::stored<decltype(bout[i + k])>(lim_flag), lim_flag);
}
