// status: ok
__device__ __half larger__skeleton(int lim_flag, __half a, __half b) { return a.x > b.x ? a : b; }
__global__ void halves__skeleton(const __half *__restrict__ in, __half *__restrict__ out, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const __half a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  lim::guarded_store(&(out[2 * i]), lim::stored<decltype(out[2 * i])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[2 * i + 1]), lim::stored<decltype(out[2 * i + 1])>(lim_flag), lim_flag);
#pragma unroll
  for (int j = 0; j < 8; ++j)
    lim::guarded_store(&(out[8 * i + 1024 + j]), lim::stored<decltype(out[8 * i + 1024 + j])>(lim_flag), lim_flag);
}
