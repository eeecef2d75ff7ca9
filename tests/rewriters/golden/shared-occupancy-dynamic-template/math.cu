// status: ok
template <class T> __global__ void stagedScale__math(const T *in, T *out, T factor, int lim_flag) {
  T *stage = Staging<T>();
  const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  stage[t] = lim::opaque_at<decltype(in[g])>(lim_flag, 630u, (g)) * factor;
  __syncthreads();
  lim::guarded_store(&(out[g]), stage[blockDim.x - 1 - t], lim_flag);
}
