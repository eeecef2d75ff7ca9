// bundle: escapeTime
// Hand-made memory-only and math-only twins of escape::escapeTime (kernels/escape/escape.cu),
// a loop whose length its loaded data decide, to check limiter's own.
//
// mem: both loads and the store stay; the loop, which touches no memory, goes, and what is
// stored depends on the loads so that they stay.
// math: the points decide how long each thread loops, so their loads stay (replacing them by
// made-up points would change the work); the store happens only if 1 == steps * flag.

__global__ void escapeTime__mem(const float *__restrict__ re, const float *__restrict__ im,
                                int *__restrict__ steps, int n, int maxSteps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  steps[i] = __float_as_int(re[i]) + __float_as_int(im[i]);
}

__global__ void escapeTime__math(const float *__restrict__ re, const float *__restrict__ im,
                                 int *__restrict__ steps, int n, int maxSteps, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float cr = re[i], ci = im[i];
  float zr = 0.0f, zi = 0.0f;
  int k = 0;
  while (k < maxSteps && zr * zr + zi * zi < 4.0f) {
    const float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++k;
  }
  if (1 == k * lim_flag)
    steps[i] = k;
}
