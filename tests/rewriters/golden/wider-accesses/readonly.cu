// status: conservative
// reason: line 31: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 69: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__device__ void bump__readonly(float *p, int i) { p[4 * i + 84] += 1.0f; }
__global__ void pack__readonly(const float *__restrict__ in, float *__restrict__ out, const double *d,
                     double *e, const int *idx, int *cnt, int n, volatile int *flag, unsigned k) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = in[4 * i];
  float b = in[4 * i + 1];
  const float c = in[4 * i + 2] + in[4 * i + 3];
  out[4 * i + 0] = a * b;
  out[4 * i + 1] = c;
  out[4 * i + 2] = a + c;
  out[4 * i + 3] = b;
  e[2 * i] = __ldg(&(d[2 * i + 1])) - __ldg(&(d[2 * i]));
  if (2 * i + 1 < n) {
    const int j = 2 * i;
    int lo = __ldg(&(idx[j])), hi = __ldg(&(idx[j + 1]));
    cnt[j] = hi - lo;
  }
  const float s = in[3 * i] + in[3 * i + 1];
  const float t = i < n ? in[4 * i + 8] : in[4 * i + 9];
  out[8 * i + 16] = s + t;
  cnt[2 * i + 1] = __ldg(&(idx[2 * i + 2]));
  cnt[2 * i + 2] = 0;
  const int u = __ldg(&(idx[2 * i + 4]));
  cnt[2 * i + 4] = u;
  const int v = __ldg(&(idx[2 * i + 5]));
  out[4 * i + 20] += v;
  const float p0 = out[4 * i + 24];
  out[4 * i + 27] = p0;
  const float p1 = out[4 * i + 25];
  out[4 * i + 28] = p1;
  switch (n & 1) {
  case 0:
    out[4 * i + 32] = in[4 * i + 32];
    out[4 * i + 33] = in[4 * i + 33];
    break;
  default:
    break;
  }
  out[4 * i + 40] = in[4 * i + 40];
  out[4 * i + 41] = in[4 * i + 41];
  out[4 * i + 42] = in[4 * i + 42];
  out[4 * i + 43] = in[4 * i + 43];
  const float q0 = in[(k << 2) + 48];
  const float q1 = in[(k << 2) + 49];
  out[8 * i + 52] = q0 * q1;
  out[4 * i + 80] = q0;
  if (q1 > 1.0f)
    out[4 * i + 80] = 1.0f;
  out[4 * i + 81] = q1;
  out[4 * i + 84] = q0;
  bump__readonly(out, i);
  out[4 * i + 85] = q1;
  float *alias = out;
  const float r0 = out[2 * i + 64];
  alias[2 * i + 66] = r0;
  const float r1 = out[2 * i + 65];
  const int f0 = flag[2 * i], f1 = flag[2 * i + 1];
  out[2 * i + 60] = f0 + r1;
  if (f1 > n)
    return;
  out[2 * i + 61] = f1;
}
