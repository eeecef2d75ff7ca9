// status: ok
__global__ void carved__nobankconflict(float *out, int n) {
  extern __shared__ float whole[];
  __shared__ unsigned bins[(256) + ((256) - 1) / 32 * 1];
  float *second = &whole[n];
  bins[lim::bank_skewed<32, 1>(threadIdx.x)] = 0;
  __syncthreads();
  atomicAdd(&bins[lim::bank_skewed<32, 1>((threadIdx.x * 8) % 256)], 1u);
  second[threadIdx.x] = whole[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = second[threadIdx.x] + bins[lim::bank_skewed<32, 1>(threadIdx.x)];
}
