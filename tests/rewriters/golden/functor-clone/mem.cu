// status: conservative
// reason: line 20: the kernel's instantiations call functions here that limiter clones ('Scale::operator()') and functions it does not; the call keeps the originals
// reason: line 20: the arithmetic inside 'operator()' (a method that changes its object, or hands it on) is kept
__device__ float lim_operator_call__mem(float v) const { return lim::fold<decltype(k * v + 1.0f)>(k, v); }
template <typename Op>
__global__ void apply__mem(const float *in, float *out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = op(in[i]);
}
