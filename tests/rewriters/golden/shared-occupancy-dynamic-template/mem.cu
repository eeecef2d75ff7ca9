// status: ok
template <class T> __global__ void stagedScale__mem(const T *in, T *out, T factor) {
  T *stage = Staging<T>();
  const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  stage[t] = lim::fold<decltype(stage[t])>(in[g]);
  __syncthreads();
  out[g] = stage[blockDim.x - 1 - t];
}
