// status: ok
template <class T> __device__ T halfStep__store(int lim_flag, T x) { return x / T(2); }
template <> __device__ float halfStep__store<float>(int lim_flag, float x) { return x * 0.5f; }
__global__ void halve__store(const float *in, float *out, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
