// status: ok
template <typename Op>
__global__ void rowMap__full(const float *__restrict__ in, float *__restrict__ out, int rows, int cols,
                       Op op) {
  const int r = blockIdx.x;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[AT(r, c, cols)] = op(in[AT(r, c, cols)] - 0.5f);
  if (threadIdx.x == 0 && r < rows)
    atomicAdd(&rowsDone, 1u);
}
