// status: ok
__global__ void pack__math(const float *__restrict__ in, float *__restrict__ out, const double *d,
                     double *e, const int *idx, int *cnt, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = lim::opaque_at<decltype(in[4 * i])>(lim_flag, 577u, (4 * i));
  float b = lim::opaque_at<decltype(in[4 * i + 1])>(lim_flag, 577u, (4 * i + 1));
  const float c = lim::opaque_at<decltype(in[4 * i + 2])>(lim_flag, 577u, (4 * i + 2)) + lim::opaque_at<decltype(in[4 * i + 3])>(lim_flag, 577u, (4 * i + 3));
  lim::guarded_store(&(out[4 * i + 0]), a * b, lim_flag);
  lim::guarded_store(&(out[4 * i + 1]), c, lim_flag);
  lim::guarded_store(&(out[4 * i + 2]), a + c, lim_flag);
  lim::guarded_store(&(out[4 * i + 3]), b, lim_flag);
  lim::guarded_store(&(e[2 * i]), lim::opaque_at<decltype(d[2 * i + 1])>(lim_flag, 953u, (2 * i + 1)) - lim::opaque_at<decltype(d[2 * i])>(lim_flag, 968u, (2 * i)), lim_flag);
  if (2 * i + 1 < n) {
    const int j = 2 * i;
    int lo = lim::opaque_at<decltype(idx[j])>(lim_flag, 1039u, (j)), hi = lim::opaque_at<decltype(idx[j + 1])>(lim_flag, 1052u, (j + 1));
    lim::guarded_store(&(cnt[j]), hi - lo, lim_flag);
  }
  const float s = lim::opaque_at<decltype(in[3 * i])>(lim_flag, 577u, (3 * i)) + lim::opaque_at<decltype(in[3 * i + 1])>(lim_flag, 577u, (3 * i + 1));
  const float t = i < n ? lim::opaque_at<decltype(in[4 * i + 8])>(lim_flag, 577u, (4 * i + 8)) : lim::opaque_at<decltype(in[4 * i + 9])>(lim_flag, 577u, (4 * i + 9));
  lim::guarded_store(&(out[8 * i + 16]), s + t, lim_flag);
  lim::guarded_store(&(cnt[2 * i + 1]), lim::opaque_at<decltype(idx[2 * i + 2])>(lim_flag, 1238u, (2 * i + 2)), lim_flag);
  lim::guarded_store(&(cnt[2 * i + 2]), 0, lim_flag);
  const int u = lim::opaque_at<decltype(idx[2 * i + 4])>(lim_flag, 1292u, (2 * i + 4));
  lim::guarded_store(&(cnt[2 * i + 4]), u, lim_flag);
  const int v = lim::opaque_at<decltype(idx[2 * i + 5])>(lim_flag, 1346u, (2 * i + 5));
  lim::guarded_store(&(out[4 * i + 20]), lim::opaque<decltype(out[4 * i + 20])>(lim_flag, 1364u, &(out[4 * i + 20])) + (v), lim_flag);
  const float p0 = lim::opaque_at<decltype(out[4 * i + 24])>(lim_flag, 601u, (4 * i + 24));
  lim::guarded_store(&(out[4 * i + 27]), p0, lim_flag);
  const float p1 = lim::opaque_at<decltype(out[4 * i + 25])>(lim_flag, 601u, (4 * i + 25));
  lim::guarded_store(&(out[4 * i + 28]), p1, lim_flag);
  switch (n & 1) {
  case 0:
    lim::guarded_store(&(out[4 * i + 32]), lim::opaque_at<decltype(in[4 * i + 32])>(lim_flag, 577u, (4 * i + 32)), lim_flag);
    lim::guarded_store(&(out[4 * i + 33]), lim::opaque_at<decltype(in[4 * i + 33])>(lim_flag, 577u, (4 * i + 33)), lim_flag);
    break;
  default:
    break;
  }
}
