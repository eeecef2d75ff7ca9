// status: ok
__global__ void carved__mem(float *out, int n) {
  extern __shared__ float whole[];
  __shared__ unsigned bins[256];
  float *second = &whole[n];
  bins[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&bins[(threadIdx.x * 8) % 256], 1u);
  second[threadIdx.x] = whole[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = lim::fold<decltype(out[threadIdx.x])>(second[threadIdx.x], bins[threadIdx.x]);
 lim::keep_shared(&whole, &bins); }
