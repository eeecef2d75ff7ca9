// status: ok
__device__ void bump__math(int lim_flag, float *p, int i) { lim::guarded_store(&(p[4 * i + 84]), lim::opaque<decltype(p[4 * i + 84])>(lim_flag, 912u, &(p[4 * i + 84])) + (1.0f), lim_flag); }
__global__ void pack__math(const float *__restrict__ in, float *__restrict__ out, const double *d,
                     double *e, const int *idx, int *cnt, int n, volatile int *flag, unsigned k, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = lim::opaque_at<decltype(in[4 * i])>(lim_flag, 985u, (4 * i));
  float b = lim::opaque_at<decltype(in[4 * i + 1])>(lim_flag, 985u, (4 * i + 1));
  const float c = lim::opaque_at<decltype(in[4 * i + 2])>(lim_flag, 985u, (4 * i + 2)) + lim::opaque_at<decltype(in[4 * i + 3])>(lim_flag, 985u, (4 * i + 3));
  lim::guarded_store(&(out[4 * i + 0]), a * b, lim_flag);
  lim::guarded_store(&(out[4 * i + 1]), c, lim_flag);
  lim::guarded_store(&(out[4 * i + 2]), a + c, lim_flag);
  lim::guarded_store(&(out[4 * i + 3]), b, lim_flag);
  lim::guarded_store(&(e[2 * i]), lim::opaque_at<decltype(d[2 * i + 1])>(lim_flag, 1393u, (2 * i + 1)) - lim::opaque_at<decltype(d[2 * i])>(lim_flag, 1408u, (2 * i)), lim_flag);
  if (2 * i + 1 < n) {
    const int j = 2 * i;
    int lo = lim::opaque_at<decltype(idx[j])>(lim_flag, 1479u, (j)), hi = lim::opaque_at<decltype(idx[j + 1])>(lim_flag, 1492u, (j + 1));
    lim::guarded_store(&(cnt[j]), hi - lo, lim_flag);
  }
  const float s = lim::opaque_at<decltype(in[3 * i])>(lim_flag, 985u, (3 * i)) + lim::opaque_at<decltype(in[3 * i + 1])>(lim_flag, 985u, (3 * i + 1));
  const float t = i < n ? lim::opaque_at<decltype(in[4 * i + 8])>(lim_flag, 985u, (4 * i + 8)) : lim::opaque_at<decltype(in[4 * i + 9])>(lim_flag, 985u, (4 * i + 9));
  lim::guarded_store(&(out[8 * i + 16]), s + t, lim_flag);
  lim::guarded_store(&(cnt[2 * i + 1]), lim::opaque_at<decltype(idx[2 * i + 2])>(lim_flag, 1678u, (2 * i + 2)), lim_flag);
  lim::guarded_store(&(cnt[2 * i + 2]), 0, lim_flag);
  const int u = lim::opaque_at<decltype(idx[2 * i + 4])>(lim_flag, 1732u, (2 * i + 4));
  lim::guarded_store(&(cnt[2 * i + 4]), u, lim_flag);
  const int v = lim::opaque_at<decltype(idx[2 * i + 5])>(lim_flag, 1786u, (2 * i + 5));
  lim::guarded_store(&(out[4 * i + 20]), lim::opaque<decltype(out[4 * i + 20])>(lim_flag, 1804u, &(out[4 * i + 20])) + (v), lim_flag);
  const float p0 = lim::opaque_at<decltype(out[4 * i + 24])>(lim_flag, 1009u, (4 * i + 24));
  lim::guarded_store(&(out[4 * i + 27]), p0, lim_flag);
  const float p1 = lim::opaque_at<decltype(out[4 * i + 25])>(lim_flag, 1009u, (4 * i + 25));
  lim::guarded_store(&(out[4 * i + 28]), p1, lim_flag);
  switch (n & 1) {
  case 0:
    lim::guarded_store(&(out[4 * i + 32]), lim::opaque_at<decltype(in[4 * i + 32])>(lim_flag, 985u, (4 * i + 32)), lim_flag);
    lim::guarded_store(&(out[4 * i + 33]), lim::opaque_at<decltype(in[4 * i + 33])>(lim_flag, 985u, (4 * i + 33)), lim_flag);
    break;
  default:
    break;
  }
  lim::guarded_store(&(out[4 * i + 40]), lim::opaque_at<decltype(in[4 * i + 40])>(lim_flag, 985u, (4 * i + 40)), lim_flag);
  lim::guarded_store(&(out[4 * i + 41]), lim::opaque_at<decltype(in[4 * i + 41])>(lim_flag, 985u, (4 * i + 41)), lim_flag);
  lim::guarded_store(&(out[4 * i + 42]), lim::opaque_at<decltype(in[4 * i + 42])>(lim_flag, 985u, (4 * i + 42)), lim_flag);
  lim::guarded_store(&(out[4 * i + 43]), lim::opaque_at<decltype(in[4 * i + 43])>(lim_flag, 985u, (4 * i + 43)), lim_flag);
  const float q0 = lim::opaque_at<decltype(in[(k << 2) + 48])>(lim_flag, 985u, ((k << 2) + 48));
  const float q1 = in[(k << 2) + 49];
  lim::guarded_store(&(out[8 * i + 52]), q0 * q1, lim_flag);
  lim::guarded_store(&(out[4 * i + 80]), q0, lim_flag);
  if (q1 > 1.0f)
    lim::guarded_store(&(out[4 * i + 80]), 1.0f, lim_flag);
  lim::guarded_store(&(out[4 * i + 81]), q1, lim_flag);
  lim::guarded_store(&(out[4 * i + 84]), q0, lim_flag);
  bump__math(lim_flag, out, i);
  lim::guarded_store(&(out[4 * i + 85]), q1, lim_flag);
  float *alias = out;
  const float r0 = lim::opaque_at<decltype(out[2 * i + 64])>(lim_flag, 1009u, (2 * i + 64));
  lim::guarded_store(&(alias[2 * i + 66]), r0, lim_flag);
  const float r1 = lim::opaque_at<decltype(out[2 * i + 65])>(lim_flag, 1009u, (2 * i + 65));
  const int f0 = lim::opaque_at<decltype(flag[2 * i])>(lim_flag, 2631u, (2 * i)), f1 = flag[2 * i + 1];
  lim::guarded_store(&(out[2 * i + 60]), f0 + r1, lim_flag);
  if (f1 > n)
    return;
  lim::guarded_store(&(out[2 * i + 61]), f1, lim_flag);
}
