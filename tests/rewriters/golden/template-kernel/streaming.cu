// status: ok
template <typename T, int Factor>
__global__ void scaled__streaming(const T *in, T *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __stcs(&(out[i]), __ldcs(&(in[i])) * T(Factor));
}
