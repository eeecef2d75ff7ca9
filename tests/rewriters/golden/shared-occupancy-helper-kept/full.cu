// status: ok
__global__ void handOver__full(const float *in, float *out) {
  __shared__ float a[4096];
  __shared__ float b[4096];
  __shared__ float c[3072];
  const int t = threadIdx.x;
  a[t] = in[t];
  b[t] = in[t + 1];
  c[t] = in[t + 2];
  __syncthreads();
  out[t] = tail(a) + outer(b, t) + pick(c, t) + pick(in, t);
}
