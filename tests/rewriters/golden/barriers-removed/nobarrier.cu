// status: ok
__device__ float stage__nobarrier(float *tile, int i) {
  tile[i] *= 2.0f;
  ((void)0);
  return tile[(i + 1) % blockDim.x];
}
__global__ void smooth__nobarrier(const float *in, float *out, int n) {
  extern __shared__ float tile[];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] : 0.0f;
  ((void)0);
  float v = stage__nobarrier(tile, threadIdx.x);
  ((void)0);
  int any = ((int)((v > 1.0f) != 0));
  ((void)0);
  warp.sync();
  if (i < n)
    out[i] = v + any;
}
