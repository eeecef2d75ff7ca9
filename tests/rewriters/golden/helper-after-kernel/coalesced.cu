// status: conservative
// reason: line 13: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
template <class T> __device__ T clampTo__coalesced(T v, T hi);
__device__ float scale__coalesced(float v, float by = 4.0f);
template <class T> __device__ T clampTo__coalesced(T v, T hi) { return v < hi ? v : hi; }
__device__ float scale__coalesced(float v, float by) { return v * by; }
__device__ float twice__coalesced(float v) { return scale__coalesced(v, 2.0f); }
__global__ void scaleAll__coalesced(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced_index_linear(i, 1)] = clampTo__coalesced(scale__coalesced(in[i]) + twice__coalesced(in[i]), 100.0f);
}
