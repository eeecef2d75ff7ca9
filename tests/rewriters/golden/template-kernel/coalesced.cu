// status: ok
template <typename T, int Factor>
__global__ void scaled__coalesced(const T *in, T *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[lim::coalesced(out, i)] = in[lim::coalesced(in, i)] * T(Factor);
}
