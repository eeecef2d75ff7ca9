// status: ok
__global__ void scalePairs__store(const __half2 *in, __half2 *out, const __nv_bfloat162 *bin,
                           __nv_bfloat162 *bout, __half2 s, __nv_bfloat162 t, int n, int lim_flag) {
  const int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 3 >= n)
    return;
  const __half2 a = lim::opaque_at<decltype(in[i])>(lim_flag, 817u, (i)), b = lim::opaque_at<decltype(in[i + 1])>(lim_flag, 828u, (i + 1)), c = lim::opaque_at<decltype(in[i + 2])>(lim_flag, 843u, (i + 2)), d = lim::opaque_at<decltype(in[i + 3])>(lim_flag, 858u, (i + 3));
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  out[i + 1] = lim::stored<decltype(out[i + 1])>(lim_flag);
  out[i + 2] = lim::stored<decltype(out[i + 2])>(lim_flag);
  out[i + 3] = lim::stored<decltype(out[i + 3])>(lim_flag);
  for (int k = 0; k < 2; ++k)
    bout[i + k] = lim::stored<decltype(bout[i + k])>(lim_flag);
}
