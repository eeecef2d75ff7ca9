// status: ok
__device__ float settle__mem(float v, int rounds) { return lim::fold<float>(v, rounds); 



}
__global__ void afterGuard__mem(const float *in, float *out, int n, int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  if (threadIdx.x % 2 == 0)
    v = settle__mem(v, rounds);
  else
    v = lim::fold<decltype(v)>(settle__mem(lim::fold<decltype(-v)>(v), rounds));
  out[i] = v;
}
