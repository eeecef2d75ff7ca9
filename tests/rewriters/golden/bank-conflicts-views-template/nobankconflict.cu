// status: ok
template <class T> __global__ void stridedSum__nobankconflict(const T *in, T *out) {
  T *part = BlockMemory<T>();
  const unsigned t = threadIdx.x;
  part[lim::bank_swizzled_dynamic_of<sizeof(part[0])>(t)] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    const unsigned at = 2 * s * t;
    if (at < blockDim.x)
      part[(t)] += part[(t) + (s)];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[lim::bank_swizzled_dynamic_of<sizeof(part[0])>(0)];
}
