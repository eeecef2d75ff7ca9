// status: ok
__global__ void helpersKept__full(const float *in, float *out, unsigned live) {
  __shared__ float a[256], b[64];
  const unsigned t = threadIdx.x;
  a[t] = in[blockIdx.x * 256 + t];
  if (t < 64)
    b[t] = a[t];
  __syncthreads();
  tree<256>(a, t);
  tree<32>(b, t & 31);
  addGated(a, t, t < live);
  __syncthreads();
  addNarrow(a, t);
  __syncthreads();
  out[blockIdx.x * 256 + t] = a[t] + b[t & 63];
}
