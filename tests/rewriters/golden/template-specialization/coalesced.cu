// status: ok
template <class T> __device__ T halfStep__coalesced(T x) { return x / T(2); }
template <> __device__ float halfStep__coalesced<float>(float x) { return x * 0.5f; }
__global__ void halve__coalesced(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced_index_linear(i, 1)] = halfStep__coalesced(in[lim::coalesced_index_linear(i, 1)]) + 1.0f;
}
