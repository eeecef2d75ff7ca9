// status: ok
template <class T> __device__ T clampTo__mem(T v, T hi);
__device__ float scale__mem(float v, float by = 4.0f);
template <class T> __device__ T clampTo__mem(T v, T hi) { return lim::fold<T>(v, hi); }
__device__ float scale__mem(float v, float by) { return lim::fold<float>(v, by); }
__device__ float twice__mem(float v) { return lim::fold<float>(v); }
__global__ void scaleAll__mem(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = clampTo__mem(lim::fold<decltype(scale__mem(in[i]) + twice__mem(in[i]))>(scale__mem(in[i]), twice__mem(in[i])), 100.0f);
}
