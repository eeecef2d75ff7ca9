// status: ok
__global__ void refine__streaming(const float *in, float *out, int n, int depth) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(out[i]), __ldcs(&(in[i])) * 0.5f + 1.0f);
  if (i == 0 && depth > 0 && n > 64)
    refine<<<(n / 2 + 63) / 64, 64>>>(in + n / 2, out + n / 2, n / 2, depth - 1);
}
