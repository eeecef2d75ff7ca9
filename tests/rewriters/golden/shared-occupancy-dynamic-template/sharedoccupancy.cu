// status: ok
template <class T> __global__ void stagedScale__sharedoccupancy(const T *in, T *out, T factor) {
  T *stage = Staging<T>();
  const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  stage[lim::shared_folded_dynamic_of<sizeof(stage[0])>(t)] = in[g] * factor;
  __syncthreads();
  out[g] = stage[lim::shared_folded_dynamic_of<sizeof(stage[0])>(blockDim.x - 1 - t)];
}
