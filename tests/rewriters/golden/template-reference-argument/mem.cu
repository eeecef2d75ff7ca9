// status: ok
template <class U> __device__ float twice__mem(U &x) { return lim::fold<float>(x); }
__global__ void doubled__mem(const float *p, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::fold<decltype(out[i])>(twice__mem(p[i]));
}
