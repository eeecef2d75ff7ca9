// status: ok
__global__ void blend__coalesced(const Pair *left, const Pair *right, Pair *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced(out, i)] = (left[lim::coalesced(left, i)] + right[lim::coalesced(right, i)]) * 0.5f;
}
