// status: ok
__global__ void pixels__streaming(const unsigned char *__restrict__ img, unsigned char *__restrict__ res,
                       const short *taps, int *sum, const signed char *sign, const char *text,
                       int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int p = 4 * i;
  unsigned r = __ldcs(&(img[p])), g = __ldcs(&(img[p + 1])), b = __ldcs(&(img[p + 2])), a = __ldcs(&(img[p + 3]));
  __stcs(&(res[p]), (unsigned char)(r / 2));
  __stcs(&(res[p + 1]), (unsigned char)(g / 2));
  __stcs(&(res[p + 2]), (unsigned char)(b / 2));
  __stcs(&(res[p + 3]), (unsigned char)(a / 2));
  const int t0 = __ldcs(&(taps[4 * i])), t1 = __ldcs(&(taps[4 * i + 1]));
  const int t2 = __ldcs(&(taps[4 * i + 2])), t3 = __ldcs(&(taps[4 * i + 3]));
  __stcs(&(sum[i]), (t0 + t1) * (t2 - t3) + __ldcs(&(sign[2 * i])) * __ldcs(&(sign[2 * i + 1])) + __ldcs(&(text[2 * i])) - __ldcs(&(text[2 * i + 1])));
}
