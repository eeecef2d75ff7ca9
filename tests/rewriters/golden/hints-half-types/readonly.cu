// status: ok
__global__ void scaleHalves__readonly(floatX *out, const floatX *in, const __half2 *h2, __half *acc,
                            floatX w, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float x = __ldg(&(in[i]));
  const floatX copy = __ldg(&(in[i]));
  const floatX scaled = __ldg(&(in[i])) * w;
  const __half2 pair = __ldg(&(h2[i]));
  out[i] = 0.5f * x;
  out[i + n] = copy;
  out[i + 2 * n] = scaled;
  acc[i] += __low2half(pair) + __ldg(&(h2[i].x));
}
