// status: ok
template <class T> __device__ T clampTo__math(int lim_flag, T v, T hi);
__device__ float scale__math(int lim_flag, float v, float by = 4.0f);
template <class T> __device__ T clampTo__math(int lim_flag, T v, T hi) { return v < hi ? v : hi; }
__device__ float scale__math(int lim_flag, float v, float by) { return v * by; }
__device__ float twice__math(int lim_flag, float v) { return scale__math(lim_flag, v, 2.0f); }
__global__ void scaleAll__math(const float *in, float *out, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), clampTo__math(lim_flag, scale__math(lim_flag, in[i]) + twice__math(lim_flag, in[i]), 100.0f), lim_flag);
}
