// status: ok
__device__ float lim_operator_call__blocksize(float v) const { return v > 0.0f ? v : 0.0f; }
template <typename Op>
__global__ void rowMap__blocksize(const float *__restrict__ in, float *__restrict__ out, int rows, int cols,
                       Op op) {
  const int r = (blockIdx.x * blockDim.y + threadIdx.y);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[AT(r, c, cols)] = (op).lim_operator_call__blocksize(in[AT(r, c, cols)] - 0.5f);
  if (threadIdx.x == 0 && r < rows)
    atomicAdd(&rowsDone, 1u);
}
