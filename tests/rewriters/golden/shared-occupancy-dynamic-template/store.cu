// status: ok
template <class T> __global__ void stagedScale__store(const T *in, T *out, T factor, int lim_flag) {
  T *stage = Staging<T>();
  const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  stage[t] = lim::stored<decltype(stage[t])>(lim_flag);
  __syncthreads();
  out[g] = lim::stored<decltype(out[g])>(lim_flag);
}
