// status: conservative
// reason: line 21: keeps a global read it cannot pass to __ldcs (of a type without cache hints, not read as a plain value, or a structural read through a pointer to non-const)
// reason: line 21: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void scalePairs__streaming(const __half2 *in, __half2 *out, const __nv_bfloat162 *bin,
                           __nv_bfloat162 *bout, __half2 s, __nv_bfloat162 t, int n) {
  const int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  if (i + 3 >= n)
    return;
  const __half2 a = __ldcs(&(in[i])), b = __ldcs(&(in[i + 1])), c = __ldcs(&(in[i + 2])), d = __ldcs(&(in[i + 3]));
  __stcs(&(out[i]), static_cast<lim::plain_t<decltype(out[i])>>(__hmul2(a, s)));
  __stcs(&(out[i + 1]), static_cast<lim::plain_t<decltype(out[i + 1])>>(__hmul2(b, s)));
  __stcs(&(out[i + 2]), static_cast<lim::plain_t<decltype(out[i + 2])>>(__hmul2(c, s)));
  __stcs(&(out[i + 3]), static_cast<lim::plain_t<decltype(out[i + 3])>>(__hmul2(d, s)));
  for (int k = 0; k < 2; ++k)
    bout[i + k] = __hmul2(bin[i + k], t);
}
