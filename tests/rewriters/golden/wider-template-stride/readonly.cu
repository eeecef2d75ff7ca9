// status: ok
template <int S> __global__ void strided__readonly(const float *__restrict__ in, float *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float a = in[S * i], b = in[S * i + 1], c = in[S * i + 2], d = in[S * i + 3];
  out[i] = a * b + c * d;
}
