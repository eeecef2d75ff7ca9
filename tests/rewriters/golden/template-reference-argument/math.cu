// status: ok
template <class U> __device__ float twice__math(int lim_flag, U &x) { return 2.0f * x; }
__global__ void doubled__math(const float *p, float *out, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), twice__math(lim_flag, lim::as_lvalue<decltype(p[i])>(lim::opaque_at<decltype(p[i])>(lim_flag, 564u, (i)))) + 1.0f, lim_flag);
}
