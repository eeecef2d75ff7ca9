// status: ok
__global__ void mirrorScale__coalesced(float *out, const float *in, float gain) {
  __shared__ cuda::barrier<cuda::thread_scope_block> ready;
  __shared__ float tile[128];
  if (threadIdx.x == 0)
    init(&ready, blockDim.x);
  __syncthreads();
  int i = blockIdx.x * 128 + threadIdx.x;
  tile[threadIdx.x] = in[lim::coalesced_index_linear(i, 1)];
  auto token = ready.arrive();
  ready.wait(std::move(token));
  out[lim::coalesced_index_linear(i, 1)] = tile[127 - threadIdx.x] * gain + 1.0f;
}
