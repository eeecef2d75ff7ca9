// status: ok
__device__ float lim_operator_call__math(int lim_flag, float v) const { return v > 0.0f ? v : 0.0f; }
template <typename Op>
__global__ void rowMap__math(const float *__restrict__ in, float *__restrict__ out, int rows, int cols,
                       Op op, int lim_flag) {
  const int r = blockIdx.x;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    lim::guarded_store(&(out[AT(r, c, cols)]), (op).lim_operator_call__math(lim_flag, in[AT(r, c, cols)] - 0.5f), lim_flag);
  if (threadIdx.x == 0 && r < rows)
    (lim::never(1u, lim_flag) ? atomicAdd(&rowsDone, 1u) : lim::opaque<decltype(atomicAdd(&rowsDone, 1u))>(lim_flag, 640u, &rowsDone));
}
