// status: ok
template <class T> __device__ T halfStep__math(int lim_flag, T x) { return x / T(2); }
template <> __device__ float halfStep__math<float>(int lim_flag, float x) { return x * 0.5f; }
__global__ void halve__math(const float *in, float *out, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), halfStep__math(lim_flag, lim::opaque_at<decltype(in[i])>(lim_flag, 538u, (i))) + 1.0f, lim_flag);
}
