// status: ok
__global__ void scaleHalves__coalesced(floatX *out, const floatX *in, const __half2 *h2, __half *acc,
                            floatX w, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float x = in[i];
  const floatX copy = in[i];
  const floatX scaled = in[i] * w;
  const __half2 pair = h2[i];
  out[i] = 0.5f * x;
  out[i + n] = copy;
  out[i + 2 * n] = scaled;
  acc[i] += __low2half(pair) + h2[lim::coalesced_index_linear(i, 1)].x;
}
