// status: ok
template <class T> __global__ void stridedSum__coalesced(const T *in, T *out) {
  T *part = BlockMemory<T>();
  const unsigned t = threadIdx.x;
  part[t] = in[lim::coalesced(in, blockIdx.x * blockDim.x + t)];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < blockDim.x)
      part[at] += part[at + s];
    __syncthreads();
  }
  if (t == 0)
    out[lim::coalesced(out, blockIdx.x)] = part[0];
}
