// status: ok
template <class T> __global__ void stagedScale__nobarrier(const T *in, T *out, T factor) {
  T *stage = Staging<T>();
  const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  stage[t] = in[g] * factor;
  lim::barrier_removed();
  out[g] = stage[blockDim.x - 1 - t];
}
