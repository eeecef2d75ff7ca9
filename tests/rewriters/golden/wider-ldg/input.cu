// A lane's neighbouring elements read through the read-only load, `__ldg(&p[e + c])`, as
// older tuned code writes them: four of them, in a statement or in a loop over the four, are
// merged into one 128-bit load through `__ldg`'s vector overload (the read-only path kept),
// each call replaced by its component. Reads of the same four elements where some go through
// `__ldg` and some not are left as they are: one vector cannot be loaded both ways.
__global__ void quadsThroughLdg(const float *__restrict__ x, const float *__restrict__ y,
                                const float *__restrict__ w, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int base = 4 * i;
  float s = __ldg(&x[base]) + __ldg(&x[base + 1]) + __ldg(&x[base + 2]) + __ldg(&x[base + 3]);
#pragma unroll
  for (int k = 0; k < 4; ++k)
    s += __ldg(&w[base + k]) * 0.5f;
  s += __ldg(&y[base]) + y[base + 1] + __ldg(&y[base + 2]) + y[base + 3];
  out[i] = s;
}
