// status: ok
template <class T> __device__ T clampTo__streaming(T v, T hi);
__device__ float scale__streaming(float v, float by = 4.0f);
template <class T> __device__ T clampTo__streaming(T v, T hi) { return v < hi ? v : hi; }
__device__ float scale__streaming(float v, float by) { return v * by; }
__device__ float twice__streaming(float v) { return scale__streaming(v, 2.0f); }
__global__ void scaleAll__streaming(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(out[i]), clampTo__streaming(scale__streaming(__ldcs(&(in[i]))) + twice__streaming(__ldcs(&(in[i]))), 100.0f));
}
