// status: ok
__global__ void pixels__coalesced(const unsigned char *__restrict__ img, unsigned char *__restrict__ res,
                       const short *taps, int *sum, const signed char *sign, const char *text,
                       int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int p = 4 * i;
  unsigned r = img[lim::coalesced(img, p)], g = img[lim::coalesced(img, p + 1)], b = img[lim::coalesced(img, p + 2)], a = img[lim::coalesced(img, p + 3)];
  res[lim::coalesced(res, p)] = (unsigned char)(r / 2);
  res[lim::coalesced(res, p + 1)] = (unsigned char)(g / 2);
  res[lim::coalesced(res, p + 2)] = (unsigned char)(b / 2);
  res[lim::coalesced(res, p + 3)] = (unsigned char)(a / 2);
  const int t0 = taps[lim::coalesced(taps, 4 * i)], t1 = taps[lim::coalesced(taps, 4 * i + 1)];
  const int t2 = taps[lim::coalesced(taps, 4 * i + 2)], t3 = taps[lim::coalesced(taps, 4 * i + 3)];
  sum[lim::coalesced(sum, i)] = (t0 + t1) * (t2 - t3) + sign[lim::coalesced(sign, 2 * i)] * sign[lim::coalesced(sign, 2 * i + 1)] + text[lim::coalesced(text, 2 * i)] - text[lim::coalesced(text, 2 * i + 1)];
}
