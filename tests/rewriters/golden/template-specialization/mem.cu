// status: ok
template <class T> __device__ T halfStep__mem(T x) { return x / T(2); }
template <> __device__ float halfStep__mem<float>(float x) { return lim::fold<float>(x); }
__global__ void halve__mem(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = lim::fold<decltype(out[i])>(halfStep__mem(in[i]));
}
