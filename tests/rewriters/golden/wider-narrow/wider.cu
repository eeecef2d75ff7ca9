// status: ok
__global__ void pixels__wider(const unsigned char *__restrict__ img, unsigned char *__restrict__ res,
                       const short *taps, int *sum, const signed char *sign, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int p = 4 * i;
  const uchar4 lim_wide_459 = *reinterpret_cast<const uchar4 *>(&(img)[(p)]); unsigned r = lim_wide_459.x, g = lim_wide_459.y, b = lim_wide_459.z, a = lim_wide_459.w;
  uchar4 lim_wide_517; lim_wide_517.x = (unsigned char)(r / 2);
  lim_wide_517.y = (unsigned char)(g / 2);
  lim_wide_517.z = (unsigned char)(b / 2);
  lim_wide_517.w = (unsigned char)(a / 2); *reinterpret_cast<uchar4 *>(&(res)[(p)]) = lim_wide_517;
  const short4 lim_wide_684 = *reinterpret_cast<const short4 *>(&(taps)[(4 * i)]); const int t0 = lim_wide_684.x, t1 = lim_wide_684.y;
  const int t2 = lim_wide_684.z, t3 = lim_wide_684.w;
  const char2 lim_wide_810 = *reinterpret_cast<const char2 *>(&(sign)[(2 * i)]); sum[i] = (t0 + t1) * (t2 - t3) + lim_wide_810.x * lim_wide_810.y;
}
