// status: conservative
// reason: line 5: keeps the layout of shared array 'whole' (used other than by subscript: passed on, an element's address taken other than for an atomic, a row decayed to a pointer; or its padding would pass the 48 KiB of static shared memory)
__global__ void carved__nobankconflict(float *out, int n) {
  extern __shared__ float whole[];
  __shared__ unsigned bins[(256) + ((256) - 1) / 32 * 1];
  float *second = &whole[n];
  bins[lim::bank_skewed<32, 1>(threadIdx.x)] = 0;
  __syncthreads();
  atomicAdd(&bins[lim::bank_skewed<32, 1>(threadIdx.x % 7)], 1u);
  second[threadIdx.x] = whole[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = second[threadIdx.x] + bins[lim::bank_skewed<32, 1>(threadIdx.x)];
}
