// status: ok
__global__ void carved__skeleton(float *out, int n, int lim_flag) {
  extern __shared__ float whole[];
  __shared__ unsigned bins[256];
  float *second = &whole[n];
  lim::guarded_store(&(bins[threadIdx.x]), lim::stored<decltype(bins[threadIdx.x])>(lim_flag), lim_flag);
  __syncthreads();
  (lim::never(lim_flag, lim_flag) ? atomicAdd(&bins[(threadIdx.x * 8) % 256], 1u) : lim::stored<decltype(atomicAdd(&bins[(threadIdx.x * 8) % 256], 1u))>(lim_flag));
  lim::guarded_store(&(second[threadIdx.x]), lim::stored<decltype(second[threadIdx.x])>(lim_flag), lim_flag);
  __syncthreads();
  lim::guarded_store(&(out[threadIdx.x]), lim::stored<decltype(out[threadIdx.x])>(lim_flag), lim_flag);
}
