// status: ok
__global__ void smooth__full(const float *in, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t + 3 < n)
    out[t] = taps<3>(in + t);
}
