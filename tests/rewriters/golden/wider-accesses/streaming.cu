// status: conservative
// reason: line 31: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 69: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 38: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 12: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__device__ void bump__streaming(float *p, int i) { p[4 * i + 84] += 1.0f; }
__global__ void pack__streaming(const float *__restrict__ in, float *__restrict__ out, const double *d,
                     double *e, const int *idx, int *cnt, int n, volatile int *flag, unsigned k) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = __ldcs(&(in[4 * i]));
  float b = __ldcs(&(in[4 * i + 1]));
  const float c = __ldcs(&(in[4 * i + 2])) + __ldcs(&(in[4 * i + 3]));
  __stcs(&(out[4 * i + 0]), a * b);
  __stcs(&(out[4 * i + 1]), c);
  __stcs(&(out[4 * i + 2]), a + c);
  __stcs(&(out[4 * i + 3]), b);
  __stcs(&(e[2 * i]), __ldcs(&(d[2 * i + 1])) - __ldcs(&(d[2 * i])));
  if (2 * i + 1 < n) {
    const int j = 2 * i;
    int lo = __ldcs(&(idx[j])), hi = __ldcs(&(idx[j + 1]));
    __stcs(&(cnt[j]), hi - lo);
  }
  const float s = __ldcs(&(in[3 * i])) + __ldcs(&(in[3 * i + 1]));
  const float t = i < n ? in[4 * i + 8] : in[4 * i + 9];
  __stcs(&(out[8 * i + 16]), s + t);
  __stcs(&(cnt[2 * i + 1]), __ldcs(&(idx[2 * i + 2])));
  __stcs(&(cnt[2 * i + 2]), 0);
  const int u = __ldcs(&(idx[2 * i + 4]));
  __stcs(&(cnt[2 * i + 4]), u);
  const int v = __ldcs(&(idx[2 * i + 5]));
  out[4 * i + 20] += v;
  const float p0 = __ldcs(&(out[4 * i + 24]));
  __stcs(&(out[4 * i + 27]), p0);
  const float p1 = __ldcs(&(out[4 * i + 25]));
  __stcs(&(out[4 * i + 28]), p1);
  switch (n & 1) {
  case 0:
    __stcs(&(out[4 * i + 32]), __ldcs(&(in[4 * i + 32])));
    __stcs(&(out[4 * i + 33]), __ldcs(&(in[4 * i + 33])));
    break;
  default:
    break;
  }
  __stcs(&(out[4 * i + 40]), __ldcs(&(in[4 * i + 40])));
  __stcs(&(out[4 * i + 41]), __ldcs(&(in[4 * i + 41])));
  __stcs(&(out[4 * i + 42]), __ldcs(&(in[4 * i + 42])));
  __stcs(&(out[4 * i + 43]), __ldcs(&(in[4 * i + 43])));
  const float q0 = __ldcs(&(in[(k << 2) + 48]));
  const float q1 = __ldcs(&(in[(k << 2) + 49]));
  __stcs(&(out[8 * i + 52]), q0 * q1);
  __stcs(&(out[4 * i + 80]), q0);
  if (q1 > 1.0f)
    __stcs(&(out[4 * i + 80]), 1.0f);
  __stcs(&(out[4 * i + 81]), q1);
  __stcs(&(out[4 * i + 84]), q0);
  bump__streaming(out, i);
  __stcs(&(out[4 * i + 85]), q1);
  float *alias = out;
  const float r0 = __ldcs(&(out[2 * i + 64]));
  __stcs(&(alias[2 * i + 66]), r0);
  const float r1 = __ldcs(&(out[2 * i + 65]));
  const int f0 = flag[2 * i], f1 = flag[2 * i + 1];
  __stcs(&(out[2 * i + 60]), f0 + r1);
  if (f1 > n)
    return;
  __stcs(&(out[2 * i + 61]), f1);
}
