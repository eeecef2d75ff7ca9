// status: ok
__global__ void pixels__coalesced(const unsigned char *__restrict__ img, unsigned char *__restrict__ res,
                       const short *taps, int *sum, const signed char *sign, const char *text,
                       int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int p = 4 * i;
  unsigned r = img[lim::coalesced_index(p)], g = img[lim::coalesced_index(p + 1)], b = img[lim::coalesced_index(p + 2)], a = img[lim::coalesced_index(p + 3)];
  res[lim::coalesced_index(p)] = (unsigned char)(r / 2);
  res[lim::coalesced_index(p + 1)] = (unsigned char)(g / 2);
  res[lim::coalesced_index(p + 2)] = (unsigned char)(b / 2);
  res[lim::coalesced_index(p + 3)] = (unsigned char)(a / 2);
  const int t0 = taps[lim::coalesced_index(4 * i)], t1 = taps[lim::coalesced_index(4 * i + 1)];
  const int t2 = taps[lim::coalesced_index(4 * i + 2)], t3 = taps[lim::coalesced_index(4 * i + 3)];
  sum[lim::coalesced_index(i)] = (t0 + t1) * (t2 - t3) + sign[lim::coalesced_index(2 * i)] * sign[lim::coalesced_index(2 * i + 1)] + text[lim::coalesced_index(2 * i)] - text[lim::coalesced_index(2 * i + 1)];
}
