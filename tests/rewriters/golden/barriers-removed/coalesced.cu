// status: ok
__device__ float stage__coalesced(float *tile, int i) {
  tile[i] *= 2.0f;
  __syncthreads();
  return tile[(i + 1) % blockDim.x];
}
__global__ void smooth__coalesced(const float *in, float *out, int n) {
  extern __shared__ float tile[];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[lim::coalesced_index_linear(i, 1)] : 0.0f;
  __syncthreads();
  float v = stage__coalesced(tile, threadIdx.x);
  block.sync();
  int any = __syncthreads_count(v > 1.0f);
  cg::sync(block);
  warp.sync();
  if (i < n)
    out[lim::coalesced_index_linear(i, 1)] = v + any;
}
