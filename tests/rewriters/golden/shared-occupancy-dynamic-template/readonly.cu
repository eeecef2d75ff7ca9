// status: ok
template <class T> __global__ void stagedScale__readonly(const T *in, T *out, T factor) {
  T *stage = Staging<T>();
  const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  stage[t] = __ldg(&(in[g])) * factor;
  __syncthreads();
  out[g] = stage[blockDim.x - 1 - t];
}
