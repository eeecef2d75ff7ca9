// status: ok
template <class T> __global__ void stridedSum__sharedoccupancy(const T *in, T *out) {
  T *part = BlockMemory<T>();
  const unsigned t = threadIdx.x;
  part[lim::shared_folded_dynamic_of<sizeof(part[0])>(t)] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < blockDim.x)
      part[lim::shared_folded_dynamic_of<sizeof(part[0])>(at)] += part[lim::shared_folded_dynamic_of<sizeof(part[0])>(at + s)];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[lim::shared_folded_dynamic_of<sizeof(part[0])>(0)];
}
