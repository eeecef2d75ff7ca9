// status: ok
template <typename Op>
__global__ void rowMap__store(const float *__restrict__ in, float *__restrict__ out, int rows, int cols,
                       Op op, int lim_flag) {
  const int r = blockIdx.x;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[AT(r, c, cols)] = lim::opaque<decltype(out[AT(r, c, cols)])>(lim_flag, 547u, &(out[AT(r, c, cols)]));
  if (threadIdx.x == 0 && r < rows)
    atomicAdd(&rowsDone, lim::opaque<decltype(1u)>(lim_flag, 661u, &rowsDone));
}
