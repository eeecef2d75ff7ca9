// status: ok
__device__ float sampleDisk__mem(Xorshift &gen, float r) {
  float acc = 0.0f;
  { acc = lim::fold<decltype(acc)>(acc, gen, r); }




  return acc;
}
__device__ float lim_operator_call__mem() { return lim::fold<decltype((step__mem() >> 8) * (1.0f / 16777216.0f))>(step__mem()); }
__device__ unsigned step__mem() {
    s = lim::fold<decltype(s)>(s, s);
    s = lim::fold<decltype(s)>(s, s);
    s = lim::fold<decltype(s)>(s, s);
    return s;
  }
__global__ void scatterDisk__mem(const float *radius, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Xorshift gen(i * 2654435761u);
  out[i] = sampleDisk__mem(gen, radius[i]);
}
