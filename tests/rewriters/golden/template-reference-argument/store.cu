// status: ok
template <class U> __device__ float twice__store(int lim_flag, U &x) { return 2.0f * x; }
__global__ void doubled__store(const float *p, float *out, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
