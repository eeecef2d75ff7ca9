// status: ok
__device__ float twice__store(int lim_flag, float *p) { return 2.0f * *p; }
__global__ void staged__store(const float *in, float *out, int n, int lim_flag) {
  __shared__ float stage[6144];
  __shared__ float rows[48][65];
  __shared__ float small[256];
  __shared__ float passed[2560];
  __shared__ int trail[64][128];
  const int t = threadIdx.x;
  for (int k = t; k < 6144; k += blockDim.x)
    stage[k] = lim::stored<decltype(stage[k])>(lim_flag);
  rows[t % 48][t / 48] = lim::stored<decltype(rows[t % 48][t / 48])>(lim_flag);
  small[t] = lim::stored<decltype(small[t])>(lim_flag);
  passed[t] = lim::stored<decltype(passed[t])>(lim_flag);
  trail[t % 64][t % 128] = lim::stored<decltype(trail[t % 64][t % 128])>(lim_flag);
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag)

;
}
