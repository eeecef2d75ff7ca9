// status: conservative
// reason: line 11: a kernel launch from the device ('refine', dynamic parallelism) runs its child grid as written in every variant
__global__ void refine__math(const float *in, float *out, int n, int depth, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::opaque_at<decltype(in[i])>(lim_flag, 439u, (i)) * 0.5f + 1.0f, lim_flag);
  if (i == 0 && depth > 0 && n > 64)
    refine<<<(n / 2 + 63) / 64, 64>>>(in + n / 2, out + n / 2, n / 2, depth - 1);
}
