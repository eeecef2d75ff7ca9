// status: conservative
// reason: line 24: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 26: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 28: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 30: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 31: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__device__ float weigh__streaming(const float *p, int k) { return __ldcs(&(p[k])) * 0.5f; }
__global__ void rereads__streaming(const float *__restrict__ temp, float *__restrict__ acc,
                        const float *__restrict__ w, const float *__restrict__ v, float *out,
                        int n, int levels) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return; const auto lim_read_1098 = __ldcs(&(temp[i]));
  const float beta = 1.0f / lim_read_1098;
  float z = 0.0f;
  for (int k = 0; k < levels; ++k)
    z += expf(-beta * (float)k) * __ldcs(&(w[k]));
  __stcs(&(out[i]), z * lim_read_1098 + lim_read_1098); const auto lim_read_1245 = __ldcs(&(acc[i]));
  __stcs(&(acc[i]), lim_read_1245 + z * lim_read_1245);
  int j = i;
  out[i] += __ldcs(&(w[j]));
  j += 1;
  out[i] += __ldcs(&(w[j]));
  if (z > 1.0f)
    out[i] += __ldcs(&(temp[i + 1]));
  else
    out[i] -= __ldcs(&(temp[i + 1])); const auto lim_read_1414 = __ldcs(&(v[i]));
  out[i] += lim_read_1414 * weigh__streaming(v, i) + lim_read_1414;
}
