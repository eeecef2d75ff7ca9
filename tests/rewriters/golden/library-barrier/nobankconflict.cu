// status: ok
__global__ void mirrorScale__nobankconflict(float *out, const float *in, float gain) {
  __shared__ cuda::barrier<cuda::thread_scope_block> ready;
  __shared__ float tile[(128) + ((128) - 1) / 32 * 1];
  if (threadIdx.x == 0)
    init(&ready, blockDim.x);
  __syncthreads();
  int i = blockIdx.x * 128 + threadIdx.x;
  tile[lim::bank_skewed<32, 1>(threadIdx.x)] = in[i];
  auto token = ready.arrive();
  ready.wait(std::move(token));
  out[i] = tile[lim::bank_skewed<32, 1>(127 - threadIdx.x)] * gain + 1.0f;
}
