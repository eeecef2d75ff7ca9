// status: conservative
// reason: line 31: the kernel's instantiations differ here: some call a function limiter clones ('Scale::operator()'), others a function it does not or none; the call keeps the originals
// reason: line 31: the kernel's instantiations differ here: some call a function limiter clones ('Counter::operator()'), others a function it does not or none; the call keeps the originals
// reason: line 31: the arithmetic inside 'operator()' (a method that hands its object on, or changes more than its numeric fields) is kept
__device__ float lim_operator_call__mem(float v) const { return lim::fold<decltype(k * v + 1.0f)>(k, v); }
__device__ float lim_operator_call__mem(float v) { return lim::fold<decltype(v + static_cast<float>(seen = lim::fold<decltype(seen)>(seen)))>(v, seen = lim::fold<decltype(seen)>(seen)); }
template <typename Op>
__global__ void apply__mem(const float *in, float *out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = op(in[i]);
}
