// status: conservative
// reason: line 21: keeps a global read it cannot pass to __ldg (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
__global__ void scalePairs__readonly(const __half2 *in, __half2 *out, const __nv_bfloat162 *bin,
                           __nv_bfloat162 *bout, __half2 s, __nv_bfloat162 t, int n) {
  const int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 3 >= n)
    return;
  const __half2 a = __ldg(&(in[i])), b = __ldg(&(in[i + 1])), c = __ldg(&(in[i + 2])), d = __ldg(&(in[i + 3]));
  out[i] = __hmul2(a, s);
  out[i + 1] = __hmul2(b, s);
  out[i + 2] = __hmul2(c, s);
  out[i + 3] = __hmul2(d, s);
  for (int k = 0; k < 2; ++k)
    bout[i + k] = __hmul2(bin[i + k], t);
}
