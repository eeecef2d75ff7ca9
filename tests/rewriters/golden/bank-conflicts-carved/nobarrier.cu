// status: ok
__global__ void carved__nobarrier(float *out, int n) {
  extern __shared__ float whole[];
  __shared__ unsigned bins[256];
  float *second = &whole[n];
  bins[threadIdx.x] = 0;
  lim::barrier_removed();
  atomicAdd(&bins[(threadIdx.x * 8) % 256], 1u);
  second[threadIdx.x] = whole[threadIdx.x];
  lim::barrier_removed();
  out[threadIdx.x] = second[threadIdx.x] + bins[threadIdx.x];
}
