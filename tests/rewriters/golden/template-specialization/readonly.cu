// status: ok
template <class T> __device__ T halfStep__readonly(T x) { return x / T(2); }
template <> __device__ float halfStep__readonly<float>(float x) { return x * 0.5f; }
__global__ void halve__readonly(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = halfStep__readonly(__ldg(&(in[i]))) + 1.0f;
}
