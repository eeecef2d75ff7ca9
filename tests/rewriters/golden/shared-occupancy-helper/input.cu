// A large shared array handed whole to a helper that only subscripts it (`smooth(..., buf)`,
// declared before the kernel and defined after it under another parameter name): the helper's
// clone folds its subscripts as the kernel's own, taps and all (`s[j + 4]`), and the array
// shrinks by the fold with the taps' slack.
__device__ void smooth(const float *in, float *out, int n, float *window);

__global__ void smoothRows(const float *in, float *out, int n) {
  __shared__ float buf[8192];
  for (int j = threadIdx.x; j < 8192; j += blockDim.x)
    buf[j] = in[blockIdx.x * 8192 + j];
  __syncthreads();
  smooth(in, out, n, buf);
}

__device__ void smooth(const float *in, float *out, int n, float *s) {
  for (int j = threadIdx.x; j + 4 < 8192; j += blockDim.x)
    out[blockIdx.x * 8192 + j] = s[j] + s[j + 4] + in[j % n];
}
