// status: ok
template <int S> __global__ void strided__readonly(const float *__restrict__ in, float *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float a = __ldg(&(in[S * i])), b = __ldg(&(in[S * i + 1])), c = __ldg(&(in[S * i + 2])), d = __ldg(&(in[S * i + 3]));
  out[i] = a * b + c * d;
}
