// status: ok
template <class T> __global__ void stagedScale__skeleton(const T *in, T *out, T factor, int lim_flag) {
  T *stage = Staging<T>();
  const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  lim::guarded_store(&(stage[t]), lim::stored<decltype(stage[t])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[g]), lim::stored<decltype(out[g])>(lim_flag), lim_flag);
}
