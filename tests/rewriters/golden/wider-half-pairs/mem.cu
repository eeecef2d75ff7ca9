// status: ok
__global__ void scalePairs__mem(const __half2 *in, __half2 *out, const __nv_bfloat162 *bin,
                           __nv_bfloat162 *bout, __half2 s, __nv_bfloat162 t, int n) {
  const int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 3 >= n)
    return;
  const __half2 a = in[i], b = in[i + 1], c = in[i + 2], d = in[i + 3];
  out[i] = lim::fold<decltype(out[i])>(a);
  out[i + 1] = lim::fold<decltype(out[i + 1])>(b);
  out[i + 2] = lim::fold<decltype(out[i + 2])>(c);
  out[i + 3] = lim::fold<decltype(out[i + 3])>(d);
  for (int k = 0; k < 2; ++k)
    bout[i + k] = lim::fold<decltype(bout[i + k])>(bin[i + k]);
}
