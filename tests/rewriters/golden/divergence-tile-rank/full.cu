// status: ok
__global__ void tileParity__full(const float *x, float *y, float *z) {
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned lane = warp.thread_rank();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = x[i];
  float r;
  if ((warp.thread_rank() & 1u) == 0u)
    r = sinf(v) * v;
  else
    r = expf(v) + v;
  y[i] = r;
  float q = v;
  if (lane % 4 == 3)
    q = sqrtf(v) * v;
  z[i] = q;
}
