// status: ok
__global__ void reverse__coalesced(const float *in, float *out) {
  __shared__ float tile[256];
  int t = threadIdx.x;
  tile[t] = in[lim::coalesced_index(blockIdx.x * 256 + t)] * 0.5f;
  __syncthreads();
  out[lim::coalesced_index(blockIdx.x * 256 + t)] = tile[255 - t] + 1.0f;
}
