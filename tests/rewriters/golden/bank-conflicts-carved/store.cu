// status: ok
__global__ void carved__store(float *out, int n, int lim_flag) {
  extern __shared__ float whole[];
  __shared__ unsigned bins[256];
  float *second = &whole[n];
  bins[threadIdx.x] = lim::stored<decltype(bins[threadIdx.x])>(lim_flag);
  __syncthreads();
  atomicAdd(&bins[(threadIdx.x * 8) % 256], lim::stored<decltype(1u)>(lim_flag));
  second[threadIdx.x] = lim::stored<decltype(second[threadIdx.x])>(lim_flag);
  __syncthreads();
  out[threadIdx.x] = lim::stored<decltype(out[threadIdx.x])>(lim_flag);
}
