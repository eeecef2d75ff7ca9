// status: ok
__global__ void pixels__readonly(const unsigned char *__restrict__ img, unsigned char *__restrict__ res,
                       const short *taps, int *sum, const signed char *sign, const char *text,
                       int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int p = 4 * i;
  unsigned r = img[p], g = img[p + 1], b = img[p + 2], a = img[p + 3];
  res[p] = (unsigned char)(r / 2);
  res[p + 1] = (unsigned char)(g / 2);
  res[p + 2] = (unsigned char)(b / 2);
  res[p + 3] = (unsigned char)(a / 2);
  const int t0 = __ldg(&(taps[4 * i])), t1 = __ldg(&(taps[4 * i + 1]));
  const int t2 = __ldg(&(taps[4 * i + 2])), t3 = __ldg(&(taps[4 * i + 3]));
  sum[i] = (t0 + t1) * (t2 - t3) + __ldg(&(sign[2 * i])) * __ldg(&(sign[2 * i + 1])) + __ldg(&(text[2 * i])) - __ldg(&(text[2 * i + 1]));
}
