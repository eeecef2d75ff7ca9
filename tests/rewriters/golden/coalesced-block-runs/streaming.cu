// status: conservative
// reason: line 24: keeps a global store it cannot pass to __stcs (a compound assignment, an increment, a store whose value is used, or of a type without cache hints)
__global__ void blockRuns__streaming(const float *in, float *out, const float *field, float *state, Cell *c,
                          float dt, int n) {
  int j = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 1 || i >= n - 1)
    return;
  // A pixel's four channels: one run of four.
  float r = __ldcs(&(in[4 * i])), g = __ldcs(&(in[4 * i + 1]));
  float b = __ldcs(&(in[4 * i + 2]));
  const float a = __ldcs(&(in[4 * i + 3]));
  __stcs(&(out[i]), (r + g + b) * a);
  // A stencil's neighbours, and an in-place update: one run each.
  const float left = __ldcs(&(field[i - 1])), here = __ldcs(&(field[i])), right = __ldcs(&(field[i + 1]));
  __stcs(&(state[i]), __ldcs(&(state[i])) * 0.5f + left + here + right);
  // A struct's members: one run of structs.
  c[i].u += __ldcs(&(c[i].v)) * dt;
  __stcs(&(c[i].w), __ldcs(&(c[i].w)) + __ldcs(&(c[i].h)) * dt);
  // A run declared in front of a statement that a macro begins, after a comment that holds
  // `//`, after a directive continued over lines, and inside a directive's branch (which
  // compiles as it was parsed).
  /* see
     https://example.com/pairs */
#define TWICE(x) \
  ((x) + (x))
  REAL u0 = __ldcs(&(in[6 * i])), u1 = __ldcs(&(in[6 * i + 1]));
#if 1
  __stcs(&(out[2 * n + i]), TWICE(__ldcs(&(in[2 * n + i + 1]))) + u0);
#endif
  __stcs(&(out[2 * n + i + 1]), __ldcs(&(in[2 * n + i])) + u1);
  // Each on its own: a variable declared in the first access's own statement, a variable
  // written later, or written through a pointer, a way out between two accesses, and an
  // access under a condition.
  const int t = 2 * i + 1, s = static_cast<int>(__ldcs(&(in[8 * t])) * 4.0f);
  __stcs(&(out[8 * t + 1]), __ldcs(&(in[8 * t + 2])) + s);
  j += n * (threadIdx.x & 1);
  __stcs(&(out[j]), __ldcs(&(in[j])) + __ldcs(&(in[j + 1])));
  int k = i;
  int *pk = &k;
  __stcs(&(out[3 * n + k]), __ldcs(&(in[3 * n + k])));
  *pk += 1;
  __stcs(&(out[3 * n + k + 1]), __ldcs(&(in[3 * n + k + 1])));
  __stcs(&(out[5 * n + i]), __ldcs(&(in[5 * n + i])));
  if (n > 4)
    return;
  __stcs(&(out[5 * n + i + 1]), __ldcs(&(in[5 * n + i + 1])));
  // Nor in a statement a macro is given and repeats, nor for a variable bound to a reference
  // through an assignment's value.
  float q = 0.0f;
  BOTH(q += __ldcs(&(in[7 * n + i])));
  q += __ldcs(&(in[7 * n + i + 1]));
  int m;
  int &rm = (m = i);
  {
    q += __ldcs(&(in[9 * n + m]));
    rm += threadIdx.x & 1;
    q += __ldcs(&(in[9 * n + m + 1]));
  }
  if (n > 4)
    __stcs(&(out[4 * t + 2]), __ldcs(&(in[4 * t + 3])) + q);
}
