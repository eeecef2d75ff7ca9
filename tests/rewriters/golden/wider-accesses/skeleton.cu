// status: ok
__device__ void bump__skeleton(int lim_flag, float *p, int i) { lim::guarded_store(&(p[4 * i + 84]), lim::stored<decltype(p[4 * i + 84])>(lim_flag), lim_flag); }
__global__ void pack__skeleton(const float *__restrict__ in, float *__restrict__ out, const double *d,
                     double *e, const int *idx, int *cnt, int n, volatile int *flag, unsigned k, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = lim::opaque_at<decltype(in[4 * i])>(lim_flag, 985u, (4 * i));
  float b = lim::opaque_at<decltype(in[4 * i + 1])>(lim_flag, 985u, (4 * i + 1));
  const float c = lim::opaque_at<decltype(in[4 * i + 2])>(lim_flag, 985u, (4 * i + 2)) + lim::opaque_at<decltype(in[4 * i + 3])>(lim_flag, 985u, (4 * i + 3));
  lim::guarded_store(&(out[4 * i + 0]), lim::stored<decltype(out[4 * i + 0])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 1]), lim::stored<decltype(out[4 * i + 1])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 2]), lim::stored<decltype(out[4 * i + 2])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 3]), lim::stored<decltype(out[4 * i + 3])>(lim_flag), lim_flag);
  lim::guarded_store(&(e[2 * i]), lim::stored<decltype(e[2 * i])>(lim_flag), lim_flag);
  if (2 * i + 1 < n) {
    const int j = 2 * i;
    int lo = lim::opaque_at<decltype(idx[j])>(lim_flag, 1479u, (j)), hi = lim::opaque_at<decltype(idx[j + 1])>(lim_flag, 1492u, (j + 1));
    lim::guarded_store(&(cnt[j]), lim::stored<decltype(cnt[j])>(lim_flag), lim_flag);
  }
  const float s = lim::opaque_at<decltype(in[3 * i])>(lim_flag, 985u, (3 * i)) + lim::opaque_at<decltype(in[3 * i + 1])>(lim_flag, 985u, (3 * i + 1));
  const float t = i < n ? lim::opaque_at<decltype(in[4 * i + 8])>(lim_flag, 985u, (4 * i + 8)) : lim::opaque_at<decltype(in[4 * i + 9])>(lim_flag, 985u, (4 * i + 9));
  lim::guarded_store(&(out[8 * i + 16]), lim::stored<decltype(out[8 * i + 16])>(lim_flag), lim_flag);
  lim::guarded_store(&(cnt[2 * i + 1]), lim::stored<decltype(cnt[2 * i + 1])>(lim_flag), lim_flag);
  lim::guarded_store(&(cnt[2 * i + 2]), lim::stored<decltype(cnt[2 * i + 2])>(lim_flag), lim_flag);
  const int u = lim::opaque_at<decltype(idx[2 * i + 4])>(lim_flag, 1732u, (2 * i + 4));
  lim::guarded_store(&(cnt[2 * i + 4]), lim::stored<decltype(cnt[2 * i + 4])>(lim_flag), lim_flag);
  const int v = lim::opaque_at<decltype(idx[2 * i + 5])>(lim_flag, 1786u, (2 * i + 5));
  lim::guarded_store(&(out[4 * i + 20]), lim::stored<decltype(out[4 * i + 20])>(lim_flag), lim_flag);
  const float p0 = lim::opaque_at<decltype(out[4 * i + 24])>(lim_flag, 1009u, (4 * i + 24));
  lim::guarded_store(&(out[4 * i + 27]), lim::stored<decltype(out[4 * i + 27])>(lim_flag), lim_flag);
  const float p1 = lim::opaque_at<decltype(out[4 * i + 25])>(lim_flag, 1009u, (4 * i + 25));
  lim::guarded_store(&(out[4 * i + 28]), lim::stored<decltype(out[4 * i + 28])>(lim_flag), lim_flag);
  switch (n & 1) {
  case 0:
    lim::guarded_store(&(out[4 * i + 32]), lim::stored<decltype(out[4 * i + 32])>(lim_flag), lim_flag);
    lim::guarded_store(&(out[4 * i + 33]), lim::stored<decltype(out[4 * i + 33])>(lim_flag), lim_flag);
    break;
  default:
    break;
  }
  lim::guarded_store(&(out[4 * i + 40]), lim::stored<decltype(out[4 * i + 40])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 41]), lim::stored<decltype(out[4 * i + 41])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 42]), lim::stored<decltype(out[4 * i + 42])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 43]), lim::stored<decltype(out[4 * i + 43])>(lim_flag), lim_flag);
  const float q0 = lim::opaque_at<decltype(in[(k << 2) + 48])>(lim_flag, 985u, ((k << 2) + 48));
  const float q1 = in[(k << 2) + 49];
  lim::guarded_store(&(out[8 * i + 52]), lim::stored<decltype(out[8 * i + 52])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 80]), lim::stored<decltype(out[4 * i + 80])>(lim_flag), lim_flag);
  if (q1 > 1.0f)
    lim::guarded_store(&(out[4 * i + 80]), lim::stored<decltype(out[4 * i + 80])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 81]), lim::stored<decltype(out[4 * i + 81])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 84]), lim::stored<decltype(out[4 * i + 84])>(lim_flag), lim_flag);
  bump__skeleton(lim_flag, out, i);
  lim::guarded_store(&(out[4 * i + 85]), lim::stored<decltype(out[4 * i + 85])>(lim_flag), lim_flag);
  float *alias = out;
  const float r0 = lim::opaque_at<decltype(out[2 * i + 64])>(lim_flag, 1009u, (2 * i + 64));
  lim::guarded_store(&(alias[2 * i + 66]), lim::stored<decltype(alias[2 * i + 66])>(lim_flag), lim_flag);
  const float r1 = lim::opaque_at<decltype(out[2 * i + 65])>(lim_flag, 1009u, (2 * i + 65));
  const int f0 = lim::opaque_at<decltype(flag[2 * i])>(lim_flag, 2631u, (2 * i)), f1 = flag[2 * i + 1];
  lim::guarded_store(&(out[2 * i + 60]), lim::stored<decltype(out[2 * i + 60])>(lim_flag), lim_flag);
  if (f1 > n)
    return;
  lim::guarded_store(&(out[2 * i + 61]), lim::stored<decltype(out[2 * i + 61])>(lim_flag), lim_flag);
}
