// status: conservative
// reason: line 26: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void scaleHalves__streaming(floatX *out, const floatX *in, const __half2 *h2, __half *acc,
                            floatX w, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float x = __ldcs(&(in[i]));
  const floatX copy = __ldcs(&(in[i]));
  const floatX scaled = __ldcs(&(in[i])) * w;
  const __half2 pair = __ldcs(&(h2[i]));
  __stcs(&(out[i]), static_cast<lim::plain_t<decltype(out[i])>>(0.5f * x));
  __stcs(&(out[i + n]), static_cast<lim::plain_t<decltype(out[i + n])>>(copy));
  __stcs(&(out[i + 2 * n]), static_cast<lim::plain_t<decltype(out[i + 2 * n])>>(scaled));
  acc[i] += __low2half(pair) + __ldcs(&(h2[i].x));
}
