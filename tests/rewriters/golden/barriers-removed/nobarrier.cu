// status: ok
__device__ float stage__nobarrier(float *tile, int i) {
  tile[i] *= 2.0f;
  lim::barrier_removed();
  return tile[(i + 1) % blockDim.x];
}
__global__ void smooth__nobarrier(const float *in, float *out, int n) {
  extern __shared__ float tile[];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] : 0.0f;
  lim::barrier_removed();
  float v = stage__nobarrier(tile, threadIdx.x);
  lim::barrier_removed();
  int any = lim::barrier_removed((v > 1.0f) != 0);
  lim::barrier_removed();
  warp.sync();
  if (i < n)
    out[i] = v + any;
}
