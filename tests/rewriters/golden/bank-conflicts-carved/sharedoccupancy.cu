// status: ok
__global__ void carved__sharedoccupancy(float *out, int n) {
  extern __shared__ float whole[];
  __shared__ unsigned bins[256];
  float *second = &whole[n];
  bins[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&bins[(threadIdx.x * 8) % 256], 1u);
  second[static_cast<long long>(lim::shared_folded<2048>((n) + (threadIdx.x))) - static_cast<long long>((n))] = whole[lim::shared_folded<2048>(threadIdx.x)];
  __syncthreads();
  out[threadIdx.x] = second[static_cast<long long>(lim::shared_folded<2048>((n) + (threadIdx.x))) - static_cast<long long>((n))] + bins[threadIdx.x];
}
