// bundle: balanced
// Hand-made memory-only and math-only twins of lab::intensity (kernels/lab/intensity.cu), a
// streaming kernel with an arithmetic loop per element, to check limiter's own.
//
// mem: both float4 loads and both stores stay; the FMA loop goes, and what is stored is what
// was loaded (no arithmetic at all).
// math: the loads become values made from the index, the loop stays, and the stores happen
// only if 1 == value * flag (flag is 0 at run time), on a value that depends on every lane.

__global__ void intensity__mem(const float4 *__restrict__ in, float4 *__restrict__ out, int n,
                               int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int half = n / 2;
  if (i >= half)
    return;
  const float4 a = in[i];
  const float4 b = in[i + half];
  out[i] = a;
  out[i + half] = b;
}

__global__ void intensity__math(const float4 *__restrict__ in, float4 *__restrict__ out, int n,
                                int rounds, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int half = n / 2;
  if (i >= half)
    return;
  const float s = static_cast<float>((i ^ lim_flag) & 1023) * 1e-3f;
  float4 a = make_float4(s, s + 0.1f, s + 0.2f, s + 0.3f);
  float4 b = make_float4(s + 0.4f, s + 0.5f, s + 0.6f, s + 0.7f);
  for (int r = 0; r < rounds; ++r) {
    a.x = a.x * 0.9f + 0.05f;
    a.y = a.y * 0.9f + 0.05f;
    a.z = a.z * 0.9f + 0.05f;
    a.w = a.w * 0.9f + 0.05f;
    b.x = b.x * 0.9f + 0.05f;
    b.y = b.y * 0.9f + 0.05f;
    b.z = b.z * 0.9f + 0.05f;
    b.w = b.w * 0.9f + 0.05f;
  }
  if (1 == (a.x + a.y + a.z + a.w) * lim_flag)
    out[i] = a;
  if (1 == (b.x + b.y + b.z + b.w) * lim_flag)
    out[i + half] = b;
}
