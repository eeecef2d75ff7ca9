// status: ok
template <class T> __device__ T clampTo__store(int lim_flag, T v, T hi);
__device__ float scale__store(int lim_flag, float v, float by = 4.0f);
template <class T> __device__ T clampTo__store(int lim_flag, T v, T hi) { return v < hi ? v : hi; }
__device__ float scale__store(int lim_flag, float v, float by) { return v * by; }
__device__ float twice__store(int lim_flag, float v) { return scale__store(lim_flag, v, 2.0f); }
__global__ void scaleAll__store(const float *in, float *out, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
