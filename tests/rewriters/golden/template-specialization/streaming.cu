// status: ok
template <class T> __device__ T halfStep__streaming(T x) { return x / T(2); }
template <> __device__ float halfStep__streaming<float>(float x) { return x * 0.5f; }
__global__ void halve__streaming(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcs(&(out[i]), halfStep__streaming(__ldcs(&(in[i]))) + 1.0f);
}
