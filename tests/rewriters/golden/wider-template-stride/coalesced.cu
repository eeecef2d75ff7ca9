// status: ok
template <int S> __global__ void strided__coalesced(const float *__restrict__ in, float *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float a = in[lim::coalesced(in, S * i)], b = in[lim::coalesced(in, S * i + 1)], c = in[lim::coalesced(in, S * i + 2)], d = in[lim::coalesced(in, S * i + 3)];
  out[i] = a * b + c * d;
}
