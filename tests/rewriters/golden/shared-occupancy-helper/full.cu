// status: ok
__global__ void smoothRows__full(const float *in, float *out, int n) {
  __shared__ float buf[8192];
  for (int j = threadIdx.x; j < 8192; j += blockDim.x)
    buf[j] = in[blockIdx.x * 8192 + j];
  __syncthreads();
  smooth(in, out, n, buf);
}
