// status: ok
template <int S> __global__ void strided__streaming(const float *__restrict__ in, float *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float a = __ldcs(&(in[S * i])), b = __ldcs(&(in[S * i + 1])), c = __ldcs(&(in[S * i + 2])), d = __ldcs(&(in[S * i + 3]));
  __stcs(&(out[i]), a * b + c * d);
}
