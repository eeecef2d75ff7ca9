// status: ok
__device__ float twice__skeleton(int lim_flag, float *p) { return 2.0f * *p; }
__global__ void staged__skeleton(const float *in, float *out, int n, int lim_flag) {
  __shared__ float stage[6144];
  __shared__ float rows[48][65];
  __shared__ float small[256];
  __shared__ float passed[2560];
  __shared__ int trail[64][128];
  const int t = threadIdx.x;
  for (int k = t; k < 6144; k += blockDim.x)
    lim::guarded_store(&(stage[k]), lim::stored<decltype(stage[k])>(lim_flag), lim_flag);
  lim::guarded_store(&(rows[t % 48][t / 48]), lim::stored<decltype(rows[t % 48][t / 48])>(lim_flag), lim_flag);
  lim::guarded_store(&(small[t]), lim::stored<decltype(small[t])>(lim_flag), lim_flag);
  lim::guarded_store(&(passed[t]), lim::stored<decltype(passed[t])>(lim_flag), lim_flag);
  lim::guarded_store(&(trail[t % 64][t % 128]), lim::stored<decltype(trail[t % 64][t % 128])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), lim::stored<decltype(out[blockIdx.x * blockDim.x + t])>(lim_flag), lim_flag)

;
}
