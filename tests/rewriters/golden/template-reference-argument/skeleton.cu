// status: ok
template <class U> __device__ float twice__skeleton(int lim_flag, U &x) { return 2.0f * x; }
__global__ void doubled__skeleton(const float *p, float *out, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
