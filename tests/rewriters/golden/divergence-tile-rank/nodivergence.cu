// status: ok
__global__ void tileParity__nodivergence(const float *x, float *y, float *z) {
  const cg::thread_block block = cg::this_thread_block();
  const cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const unsigned lane = warp.thread_rank();
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float v = x[i];
  float r;
  if ((lim::stride_valid(lim::mask_stride(1u), 0) ? lim::stride_first((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)), lim::mask_stride(1u), 0, (blockDim.x * blockDim.y * blockDim.z)) : ((warp.thread_rank() & 1u) == 0u)))
    r = sinf(v) * v;
  else
    r = expf(v) + v;
  y[i] = r;
  float q = v;
  if ((lim::stride_valid((4), (3)) ? lim::stride_first((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)), (4), (3), (blockDim.x * blockDim.y * blockDim.z)) : (lane % 4 == 3)))
    q = sqrtf(v) * v;
  z[i] = q;
}
