// status: ok
__global__ void carved__coalesced(float *out, int n) {
  extern __shared__ float whole[];
  __shared__ unsigned bins[256];
  float *second = &whole[n];
  bins[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&bins[threadIdx.x % 7], 1u);
  second[threadIdx.x] = whole[threadIdx.x];
  __syncthreads();
  out[lim::coalesced_index_linear(threadIdx.x, 1)] = second[threadIdx.x] + bins[threadIdx.x];
}
