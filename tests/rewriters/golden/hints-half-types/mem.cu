// status: ok
__global__ void scaleHalves__mem(floatX *out, const floatX *in, const __half2 *h2, __half *acc,
                            floatX w, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float x = in[i];
  const floatX copy = in[i];
  const floatX scaled = lim::fold<decltype(in[i] * w)>(in[i]);
  const __half2 pair = h2[i];
  out[i] = lim::fold<decltype(out[i])>(x);
  out[i + n] = copy;
  out[i + 2 * n] = scaled;
  acc[i] = lim::fold<decltype(acc[i])>(acc[i], pair, h2[i].x);
}
