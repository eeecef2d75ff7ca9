// status: ok
template <class T> __device__ T clampTo__skeleton(int lim_flag, T v, T hi);
__device__ float scale__skeleton(int lim_flag, float v, float by = 4.0f);
template <class T> __device__ T clampTo__skeleton(int lim_flag, T v, T hi) { return v < hi ? v : hi; }
__device__ float scale__skeleton(int lim_flag, float v, float by) { return v * by; }
__device__ float twice__skeleton(int lim_flag, float v) { return scale__skeleton(lim_flag, v, 2.0f); }
__global__ void scaleAll__skeleton(const float *in, float *out, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
