// status: ok
__global__ void reverse__coalesced(const float *in, float *out) {
  __shared__ float tile[256];
  int t = threadIdx.x;
  tile[t] = in[lim::coalesced_index_linear(blockIdx.x * 256 + t, 1)] * 0.5f;
  __syncthreads();
  out[lim::coalesced_index_linear(blockIdx.x * 256 + t, 1)] = tile[255 - t] + 1.0f;
}
