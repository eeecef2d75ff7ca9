// status: ok
template <class T> __device__ T clampTo__readonly(T v, T hi);
__device__ float scale__readonly(float v, float by = 4.0f);
template <class T> __device__ T clampTo__readonly(T v, T hi) { return v < hi ? v : hi; }
__device__ float scale__readonly(float v, float by) { return v * by; }
__device__ float twice__readonly(float v) { return scale__readonly(v, 2.0f); }
__global__ void scaleAll__readonly(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = clampTo__readonly(scale__readonly(__ldg(&(in[i]))) + twice__readonly(__ldg(&(in[i]))), 100.0f);
}
