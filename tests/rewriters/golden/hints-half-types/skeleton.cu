// status: ok
__global__ void scaleHalves__skeleton(floatX *out, const floatX *in, const __half2 *h2, __half *acc,
                            floatX w, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float x = lim::opaque_at<decltype(in[i])>(lim_flag, 877u, (i));
  const floatX copy = lim::opaque_at<decltype(in[i])>(lim_flag, 906u, (i));
  const floatX scaled = lim::opaque_at<decltype(in[i])>(lim_flag, 937u, (i)) * w;
  const __half2 pair = lim::opaque_at<decltype(h2[i])>(lim_flag, 971u, (i));
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[i + n]), lim::stored<decltype(out[i + n])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[i + 2 * n]), lim::stored<decltype(out[i + 2 * n])>(lim_flag), lim_flag);
  lim::guarded_store(&(acc[i]), lim::stored<decltype(acc[i])>(lim_flag), lim_flag);
}
