// status: ok
template <class T> __global__ void copyAll__full(const T *in, T *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}
