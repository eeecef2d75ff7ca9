// status: ok
__device__ void smooth__mem(const float *in, float *out, int n, float *window);
__device__ void smooth__mem(const float *in, float *out, int n, float *s) {
  for (int j = threadIdx.x; j + 4 < 8192; j += blockDim.x)
    out[blockIdx.x * 8192 + j] = lim::fold<decltype(out[blockIdx.x * 8192 + j])>(s[j], s[j + 4], in[j % n]);
}
__global__ void smoothRows__mem(const float *in, float *out, int n) {
  __shared__ float buf[8192];
  for (int j = threadIdx.x; j < 8192; j += blockDim.x)
    buf[j] = in[blockIdx.x * 8192 + j];
  __syncthreads();
  smooth__mem(in, out, n, buf);
 lim::keep_shared(&buf); }
