// status: ok
__global__ void reverse__nobankconflict(const float *in, float *out) {
  __shared__ float tile[(256) + ((256) - 1) / 32 * 1];
  int t = threadIdx.x;
  tile[lim::bank_skewed<32, 1>(t)] = in[blockIdx.x * 256 + t] * 0.5f;
  __syncthreads();
  out[blockIdx.x * 256 + t] = tile[lim::bank_skewed<32, 1>(255 - t)] + 1.0f;
}
