// status: ok
__device__ void smooth__sharedoccupancy(const float *in, float *out, int n, float *window);
__device__ void smooth__sharedoccupancy(const float *in, float *out, int n, float *s) {
  for (int j = threadIdx.x; j + 4 < 8192; j += blockDim.x)
    out[blockIdx.x * 8192 + j] = s[lim::shared_folded<2048>(j)] + s[lim::shared_folded<2048>(j) + 4] + in[j % n];
}
__global__ void smoothRows__sharedoccupancy(const float *in, float *out, int n) {
  __shared__ float buf[2048 + 4];
  for (int j = threadIdx.x; j < 8192; j += blockDim.x)
    buf[lim::shared_folded<2048>(j)] = in[blockIdx.x * 8192 + j];
  __syncthreads();
  smooth__sharedoccupancy(in, out, n, buf);
}
