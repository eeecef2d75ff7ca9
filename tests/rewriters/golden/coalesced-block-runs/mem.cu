// status: conservative
// reason: line 35: arithmetic on loaded data inside a macro expansion is kept
__global__ void blockRuns__mem(const float *in, float *out, const float *field, float *state, Cell *c,
                          float dt, int n) {
  int j = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 1 || i >= n - 1)
    return;
  // A pixel's four channels: one run of four.
  float r = in[4 * i], g = in[4 * i + 1];
  float b = in[4 * i + 2];
  const float a = in[4 * i + 3];
  out[i] = lim::fold<decltype(out[i])>(r, g, b, a);
  // A stencil's neighbours, and an in-place update: one run each.
  const float left = field[i - 1], here = field[i], right = field[i + 1];
  state[i] = lim::fold<decltype(state[i])>(state[i], left, here, right);
  // A struct's members: one run of structs.
  c[i].u = lim::fold<decltype(c[i].u)>(c[i].u, c[i].v);
  c[i].w = lim::fold<decltype(c[i].w)>(c[i].w, c[i].h);
  // A run declared in front of a statement that a macro begins, after a comment that holds
  // `//`, after a directive continued over lines, and inside a directive's branch (which
  // compiles as it was parsed).
  /* see
     https://example.com/pairs */
#define TWICE(x) \
  ((x) + (x))
  REAL u0 = in[6 * i], u1 = in[6 * i + 1];
#if 1
  out[2 * n + i] = TWICE(in[2 * n + i + 1]) + u0;
#endif
  out[2 * n + i + 1] = lim::fold<decltype(out[2 * n + i + 1])>(in[2 * n + i], u1);
  // Each on its own: a variable declared in the first access's own statement, a variable
  // written later, or written through a pointer, a way out between two accesses, and an
  // access under a condition.
  const int t = 2 * i + 1, s = lim::fold<decltype(static_cast<int>(in[8 * t] * 4.0f))>(in[8 * t]);
  out[8 * t + 1] = lim::fold<decltype(out[8 * t + 1])>(in[8 * t + 2], s);
  j += n * (threadIdx.x & 1);
  out[j] = lim::fold<decltype(out[j])>(in[j], in[j + 1]);
  int k = i;
  int *pk = &k;
  out[3 * n + k] = in[3 * n + k];
  (void)0;
  out[3 * n + k + 1] = in[3 * n + k + 1];
  out[5 * n + i] = in[5 * n + i];
  if (n > 4)
    return;
  out[5 * n + i + 1] = in[5 * n + i + 1];
  // Nor in a statement a macro is given and repeats, nor for a variable bound to a reference
  // through an assignment's value.
  float q = 0.0f;
  BOTH(q = lim::fold<decltype(q)>(q, in[7 * n + i]));
  q = lim::fold<decltype(q)>(q, in[7 * n + i + 1]);
  int m;
  int &rm = (m = i);
  {
    q = lim::fold<decltype(q)>(q, in[9 * n + m]);
    (void)0;
    q = lim::fold<decltype(q)>(q, in[9 * n + m + 1]);
  }
  if (n > 4)
    out[4 * t + 2] = lim::fold<decltype(out[4 * t + 2])>(in[4 * t + 3], q);
}
