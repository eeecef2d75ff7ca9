// status: ok
__global__ void pixels__full(const unsigned char *__restrict__ img, unsigned char *__restrict__ res,
                       const short *taps, int *sum, const signed char *sign, const char *text,
                       int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int p = 4 * i;
  unsigned r = img[p], g = img[p + 1], b = img[p + 2], a = img[p + 3];
  res[p] = (unsigned char)(r / 2);
  res[p + 1] = (unsigned char)(g / 2);
  res[p + 2] = (unsigned char)(b / 2);
  res[p + 3] = (unsigned char)(a / 2);
  const int t0 = taps[4 * i], t1 = taps[4 * i + 1];
  const int t2 = taps[4 * i + 2], t3 = taps[4 * i + 3];
  sum[i] = (t0 + t1) * (t2 - t3) + sign[2 * i] * sign[2 * i + 1] + text[2 * i] - text[2 * i + 1];
}
