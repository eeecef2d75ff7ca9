// status: ok
template <class T> __global__ void stagedScale__coalesced(const T *in, T *out, T factor) {
  T *stage = Staging<T>();
  const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  stage[t] = in[lim::coalesced(in, g)] * factor;
  __syncthreads();
  out[lim::coalesced(out, g)] = stage[blockDim.x - 1 - t];
}
