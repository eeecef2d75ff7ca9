// status: conservative
// reason: line 17: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
// reason: line 24: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void relax__streaming(float *__restrict__ x, const float *__restrict__ origin,
                      float *__restrict__ m, pair2 *__restrict__ out, int steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { const auto lim_read_701 = __ldcs(&(origin[i]));
    __stcs(&(x[i]), lim_read_701);
    x[i] += cosf(lim_read_701);
    for (int t = 1; t <= steps; t++)
      __stcs(&(m[i]), 0.9f * __ldcs(&(m[i])) + powf(0.9f, t));
    float s = 0.0f;
#pragma unroll 4
    for (int t = 0; t < steps; t++)
      s += __ldcs(&(m[i + t]));
    out[i] = pair2{s, __ldcs(&(x[i]))};
  }
}
