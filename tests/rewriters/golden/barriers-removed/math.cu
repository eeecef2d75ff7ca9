// status: ok
__device__ float stage__math(int lim_flag, float *tile, int i) {
  tile[i] *= 2.0f;
  __syncthreads();
  return tile[(i + 1) % blockDim.x];
}
__global__ void smooth__math(const float *in, float *out, int n, int lim_flag) {
  extern __shared__ float tile[];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? lim::opaque_at<decltype(in[i])>(lim_flag, 640u, (i)) : 0.0f;
  __syncthreads();
  float v = stage__math(lim_flag, tile, threadIdx.x);
  block.sync();
  int any = __syncthreads_count(v > 1.0f);
  cg::sync(block);
  warp.sync();
  if (i < n)
    lim::guarded_store(&(out[i]), v + any, lim_flag);
}
