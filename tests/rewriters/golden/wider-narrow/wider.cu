// status: ok
__global__ void pixels__wider(const unsigned char *__restrict__ img, unsigned char *__restrict__ res,
                       const short *taps, int *sum, const signed char *sign, const char *text,
                       int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int p = 4 * i;
  const uchar4 lim_wide_636 = *reinterpret_cast<const uchar4 *>(&(img)[(p)]); unsigned r = lim_wide_636.x, g = lim_wide_636.y, b = lim_wide_636.z, a = lim_wide_636.w;
  uchar4 lim_wide_694; lim_wide_694.x = (unsigned char)(r / 2);
  lim_wide_694.y = (unsigned char)(g / 2);
  lim_wide_694.z = (unsigned char)(b / 2);
  lim_wide_694.w = (unsigned char)(a / 2); *reinterpret_cast<uchar4 *>(&(res)[(p)]) = lim_wide_694;
  const short4 lim_wide_861 = *reinterpret_cast<const short4 *>(&(taps)[(4 * i)]); const int t0 = lim_wide_861.x, t1 = lim_wide_861.y;
  const int t2 = lim_wide_861.z, t3 = lim_wide_861.w;
  const char2 lim_wide_987 = *reinterpret_cast<const char2 *>(&(sign)[(2 * i)]); sum[i] = (t0 + t1) * (t2 - t3) + lim_wide_987.x * lim_wide_987.y + text[2 * i] - text[2 * i + 1];
}
