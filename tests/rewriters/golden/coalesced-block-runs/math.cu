// status: ok
__global__ void blockRuns__math(const float *in, float *out, const float *field, float *state, Cell *c,
                          float dt, int n, int lim_flag) {
  int j = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 1 || i >= n - 1)
    return;
  // A pixel's four channels: one run of four.
  float r = lim::opaque_at<decltype(in[4 * i])>(lim_flag, 531u, (4 * i)), g = lim::opaque_at<decltype(in[4 * i + 1])>(lim_flag, 546u, (4 * i + 1));
  float b = lim::opaque_at<decltype(in[4 * i + 2])>(lim_flag, 573u, (4 * i + 2));
  const float a = lim::opaque_at<decltype(in[4 * i + 3])>(lim_flag, 606u, (4 * i + 3));
  lim::guarded_store(&(out[i]), (r + g + b) * a, lim_flag);
  // A stencil's neighbours, and an in-place update: one run each.
  const float left = lim::opaque_at<decltype(field[i - 1])>(lim_flag, 737u, (i - 1)), here = lim::opaque_at<decltype(field[i])>(lim_flag, 758u, (i)), right = lim::opaque_at<decltype(field[i + 1])>(lim_flag, 776u, (i + 1));
  lim::guarded_store(&(state[i]), lim::opaque_at<decltype(state[i])>(lim_flag, 803u, (i)) * 0.5f + left + here + right, lim_flag);
  // A struct's members: one run of structs.
  lim::guarded_store(&(c[i].u), lim::opaque<decltype(c[i].u)>(lim_flag, 889u, &(c[i].u)) + (lim::opaque<decltype(c[i].v)>(lim_flag, 899u, &(c[i].v)) * dt), lim_flag);
  lim::guarded_store(&(c[i].w), lim::opaque<decltype(c[i].w)>(lim_flag, 923u, &(c[i].w)) + lim::opaque<decltype(c[i].h)>(lim_flag, 932u, &(c[i].h)) * dt, lim_flag);
  // Each on its own: a variable declared in the first access's own statement, a directive
  // before it, a variable written later, and an access under a condition.
  const int t = 2 * i + 1, s = static_cast<int>(lim::opaque_at<decltype(in[8 * t])>(lim_flag, 1159u, (8 * t)) * 4.0f);
  lim::guarded_store(&(out[8 * t + 1]), lim::opaque_at<decltype(in[8 * t + 2])>(lim_flag, 1197u, (8 * t + 2)) + s, lim_flag);
#if 1
  lim::guarded_store(&(out[2 * n + i]), lim::opaque_at<decltype(in[2 * n + i + 1])>(lim_flag, 1241u, (2 * n + i + 1)), lim_flag);
#endif
  lim::guarded_store(&(out[2 * n + i + 1]), lim::opaque_at<decltype(in[2 * n + i])>(lim_flag, 1290u, (2 * n + i)), lim_flag);
  j += n;
  lim::guarded_store(&(out[j]), lim::opaque_at<decltype(in[j])>(lim_flag, 1326u, (j)) + lim::opaque_at<decltype(in[j + 1])>(lim_flag, 1334u, (j + 1)), lim_flag);
  if (n > 4)
    lim::guarded_store(&(out[4 * t + 2]), lim::opaque_at<decltype(in[4 * t + 3])>(lim_flag, 1379u, (4 * t + 3)), lim_flag);
}
