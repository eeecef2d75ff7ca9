// status: ok
__global__ void pixels__store(const unsigned char *__restrict__ img, unsigned char *__restrict__ res,
                       const short *taps, int *sum, const signed char *sign, const char *text,
                       int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int p = 4 * i;
  unsigned r = lim::opaque_at<decltype(img[p])>(lim_flag, 378u, (p)), g = lim::opaque_at<decltype(img[p + 1])>(lim_flag, 378u, (p + 1)), b = lim::opaque_at<decltype(img[p + 2])>(lim_flag, 378u, (p + 2)), a = lim::opaque_at<decltype(img[p + 3])>(lim_flag, 378u, (p + 3));
  res[p] = lim::stored<decltype(res[p])>(lim_flag);
  res[p + 1] = lim::stored<decltype(res[p + 1])>(lim_flag);
  res[p + 2] = lim::stored<decltype(res[p + 2])>(lim_flag);
  res[p + 3] = lim::stored<decltype(res[p + 3])>(lim_flag);
  const int t0 = lim::opaque_at<decltype(taps[4 * i])>(lim_flag, 861u, (4 * i)), t1 = lim::opaque_at<decltype(taps[4 * i + 1])>(lim_flag, 879u, (4 * i + 1));
  const int t2 = lim::opaque_at<decltype(taps[4 * i + 2])>(lim_flag, 913u, (4 * i + 2)), t3 = lim::opaque_at<decltype(taps[4 * i + 3])>(lim_flag, 935u, (4 * i + 3));
  sum[i] = lim::stored<decltype(sum[i])>(lim_flag);
}
