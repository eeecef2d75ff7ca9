// status: conservative
// reason: line 11: a kernel launch from the device ('refine', dynamic parallelism) runs its child grid as written in every variant
__global__ void refine__mem(const float *in, float *out, int n, int depth) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::fold<decltype(out[i])>(in[i]);
  if (i == 0 && depth > 0 && n > 64)
    refine<<<(n / 2 + 63) / 64, 64>>>(in + n / 2, out + n / 2, n / 2, depth - 1);
}
