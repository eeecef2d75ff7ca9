// status: ok
__global__ void blockRuns__wider(const float *in, float *out, const float *field, float *state, Cell *c,
                          float dt, int n) {
  int j = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 1 || i >= n - 1)
    return;
  // A pixel's four channels: one run of four.
  const float4 lim_wide_531 = *reinterpret_cast<const float4 *>(&(in)[(4 * i)]); float r = lim_wide_531.x, g = lim_wide_531.y;
  float b = lim_wide_531.z;
  const float a = lim_wide_531.w;
  out[i] = (r + g + b) * a;
  // A stencil's neighbours, and an in-place update: one run each.
  const float left = field[i - 1], here = field[i], right = field[i + 1];
  state[i] = state[i] * 0.5f + left + here + right;
  // A struct's members: one run of structs.
  c[i].u += c[i].v * dt;
  c[i].w = c[i].w + c[i].h * dt;
  // Each on its own: a variable declared in the first access's own statement, a directive
  // before it, a variable written later, and an access under a condition.
  const int t = 2 * i + 1, s = static_cast<int>(in[8 * t] * 4.0f);
  out[8 * t + 1] = in[8 * t + 2] + s;
#if 1
  out[2 * n + i] = in[2 * n + i + 1];
#endif
  out[2 * n + i + 1] = in[2 * n + i];
  j += n;
  out[j] = in[j] + in[j + 1];
  if (n > 4)
    out[4 * t + 2] = in[4 * t + 3];
}
