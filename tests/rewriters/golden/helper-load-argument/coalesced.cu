// status: ok
__device__ float affine__coalesced(float x, float s) { return x * s + 1.0f; }
__global__ void scaled__coalesced(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced_index_linear(i, 1)] = affine__coalesced(in[lim::coalesced_index_linear(i, 1)], s);
}
