// status: ok
__global__ void carved__math(float *out, int n, int lim_flag) {
  extern __shared__ float whole[];
  __shared__ unsigned bins[256];
  float *second = &whole[n];
  bins[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&bins[(threadIdx.x * 8) % 256], 1u);
  second[threadIdx.x] = whole[threadIdx.x];
  __syncthreads();
  lim::guarded_store(&(out[threadIdx.x]), second[threadIdx.x] + bins[threadIdx.x], lim_flag);
}
