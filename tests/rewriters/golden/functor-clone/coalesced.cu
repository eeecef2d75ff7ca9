// status: conservative
// reason: line 31: the kernel's instantiations differ here: some call a function limiter clones ('Scale::operator()'), others a function it does not or none; the call keeps the originals
// reason: line 31: the kernel's instantiations differ here: some call a function limiter clones ('Counter::operator()'), others a function it does not or none; the call keeps the originals
__device__ float lim_operator_call__coalesced(float v) const { return k * v + 1.0f; }
__device__ float lim_operator_call__coalesced(float v) { return v + static_cast<float>(seen++); }
template <typename Op>
__global__ void apply__coalesced(const float *in, float *out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced(out, i)] = op(in[lim::coalesced(in, i)]);
}
