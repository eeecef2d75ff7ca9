// status: ok
__global__ void fillRows__full(Rows<float> a, long cols, float v) {
  const long row = blockIdx.x * blockDim.x + threadIdx.x;
  for (long c = 0; c < cols; ++c)
    a(row, c) = v;
}
