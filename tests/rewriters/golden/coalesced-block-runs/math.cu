// status: ok
__global__ void blockRuns__math(const float *in, float *out, const float *field, float *state, Cell *c,
                          float dt, int n, int lim_flag) {
  int j = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 1 || i >= n - 1)
    return;
  // A pixel's four channels: one run of four.
  float r = lim::opaque_at<decltype(in[4 * i])>(lim_flag, 571u, (4 * i)), g = lim::opaque_at<decltype(in[4 * i + 1])>(lim_flag, 586u, (4 * i + 1));
  float b = lim::opaque_at<decltype(in[4 * i + 2])>(lim_flag, 613u, (4 * i + 2));
  const float a = lim::opaque_at<decltype(in[4 * i + 3])>(lim_flag, 646u, (4 * i + 3));
  lim::guarded_store(&(out[i]), (r + g + b) * a, lim_flag);
  // A stencil's neighbours, and an in-place update: one run each.
  const float left = lim::opaque_at<decltype(field[i - 1])>(lim_flag, 777u, (i - 1)), here = lim::opaque_at<decltype(field[i])>(lim_flag, 798u, (i)), right = lim::opaque_at<decltype(field[i + 1])>(lim_flag, 816u, (i + 1));
  lim::guarded_store(&(state[i]), lim::opaque_at<decltype(state[i])>(lim_flag, 843u, (i)) * 0.5f + left + here + right, lim_flag);
  // A struct's members: one run of structs.
  lim::guarded_store(&(c[i].u), lim::opaque<decltype(c[i].u)>(lim_flag, 929u, &(c[i].u)) + (lim::opaque<decltype(c[i].v)>(lim_flag, 939u, &(c[i].v)) * dt), lim_flag);
  lim::guarded_store(&(c[i].w), lim::opaque<decltype(c[i].w)>(lim_flag, 963u, &(c[i].w)) + lim::opaque<decltype(c[i].h)>(lim_flag, 972u, &(c[i].h)) * dt, lim_flag);
  // A run declared in front of a statement that a macro begins, after a comment that holds
  // `//`, after a directive continued over lines, and inside a directive's branch (which
  // compiles as it was parsed).
  /* see
     https://example.com/pairs */
#define TWICE(x) \
  ((x) + (x))
  REAL u0 = lim::opaque_at<decltype(in[6 * i])>(lim_flag, 1288u, (6 * i)), u1 = lim::opaque_at<decltype(in[6 * i + 1])>(lim_flag, 1304u, (6 * i + 1));
#if 1
  lim::guarded_store(&(out[2 * n + i]), TWICE(lim::opaque_at<decltype(in[2 * n + i + 1])>(lim_flag, 1350u, (2 * n + i + 1))) + u0, lim_flag);
#endif
  lim::guarded_store(&(out[2 * n + i + 1]), lim::opaque_at<decltype(in[2 * n + i])>(lim_flag, 1405u, (2 * n + i)) + u1, lim_flag);
  // Each on its own: a variable declared in the first access's own statement, a variable
  // written later, or written through a pointer, a way out between two accesses, and an
  // access under a condition.
  const int t = 2 * i + 1, s = static_cast<int>(lim::opaque_at<decltype(in[8 * t])>(lim_flag, 1683u, (8 * t)) * 4.0f);
  lim::guarded_store(&(out[8 * t + 1]), lim::opaque_at<decltype(in[8 * t + 2])>(lim_flag, 1721u, (8 * t + 2)) + s, lim_flag);
  j += n * (threadIdx.x & 1);
  lim::guarded_store(&(out[j]), lim::opaque_at<decltype(in[j])>(lim_flag, 1781u, (j)) + lim::opaque_at<decltype(in[j + 1])>(lim_flag, 1789u, (j + 1)), lim_flag);
  int k = i;
  int *pk = &k;
  lim::guarded_store(&(out[3 * n + k]), lim::opaque_at<decltype(in[3 * n + k])>(lim_flag, 1848u, (3 * n + k)), lim_flag);
  *pk += 1;
  lim::guarded_store(&(out[3 * n + k + 1]), lim::opaque_at<decltype(in[3 * n + k + 1])>(lim_flag, 1898u, (3 * n + k + 1)), lim_flag);
  lim::guarded_store(&(out[5 * n + i]), lim::opaque_at<decltype(in[5 * n + i])>(lim_flag, 1936u, (5 * n + i)), lim_flag);
  if (n > 4)
    return;
  lim::guarded_store(&(out[5 * n + i + 1]), lim::opaque_at<decltype(in[5 * n + i + 1])>(lim_flag, 1999u, (5 * n + i + 1)), lim_flag);
  // Nor in a statement a macro is given and repeats, nor for a variable bound to a reference
  // through an assignment's value.
  float q = 0.0f;
  BOTH(q += lim::opaque_at<decltype(in[7 * n + i])>(lim_flag, 2178u, (7 * n + i)));
  q += lim::opaque_at<decltype(in[7 * n + i + 1])>(lim_flag, 2201u, (7 * n + i + 1));
  int m;
  int &rm = (m = i);
  {
    q += lim::opaque_at<decltype(in[9 * n + m])>(lim_flag, 2263u, (9 * n + m));
    rm += threadIdx.x & 1;
    q += lim::opaque_at<decltype(in[9 * n + m + 1])>(lim_flag, 2314u, (9 * n + m + 1));
  }
  if (n > 4)
    lim::guarded_store(&(out[4 * t + 2]), lim::opaque_at<decltype(in[4 * t + 3])>(lim_flag, 2371u, (4 * t + 3)) + q, lim_flag);
}
