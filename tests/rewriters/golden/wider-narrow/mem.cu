// status: ok
__global__ void pixels__mem(const unsigned char *__restrict__ img, unsigned char *__restrict__ res,
                       const short *taps, int *sum, const signed char *sign, const char *text,
                       int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int p = 4 * i;
  unsigned r = img[p], g = img[p + 1], b = img[p + 2], a = img[p + 3];
  res[p] = lim::fold<decltype(res[p])>(r);
  res[p + 1] = lim::fold<decltype(res[p + 1])>(g);
  res[p + 2] = lim::fold<decltype(res[p + 2])>(b);
  res[p + 3] = lim::fold<decltype(res[p + 3])>(a);
  const int t0 = taps[4 * i], t1 = taps[4 * i + 1];
  const int t2 = taps[4 * i + 2], t3 = taps[4 * i + 3];
  sum[i] = lim::fold<decltype(sum[i])>(t0, t1, t2, t3, sign[2 * i], sign[2 * i + 1], text[2 * i], text[2 * i + 1]);
}
