// status: ok
__device__ void smooth__coalesced(const float *in, float *out, int n, float *window);
__device__ void smooth__coalesced(const float *in, float *out, int n, float *s) {
  for (int j = threadIdx.x; j + 4 < 8192; j += blockDim.x)
    out[lim::coalesced(out, blockIdx.x * 8192 + j)] = s[j] + s[j + 4] + in[lim::coalesced(in, j % n)];
}
__global__ void smoothRows__coalesced(const float *in, float *out, int n) {
  __shared__ float buf[8192];
  for (int j = threadIdx.x; j < 8192; j += blockDim.x)
    buf[j] = in[blockIdx.x * 8192 + j];
  __syncthreads();
  smooth__coalesced(in, out, n, buf);
}
