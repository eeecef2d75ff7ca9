// An array an element's address carves out of dynamic shared memory (`&s[n]`, its elements
// then reached through a pointer) is a view at a fixed offset: the what-ifs lay its accesses
// out with the memory's, the offset read again at each (bank-conflicts-views-offset). An atomic
// on an element is still a subscript (the histogram bins are skewed).
__global__ void carved(float *out, int n) {
  extern __shared__ float whole[];
  __shared__ unsigned bins[256];
  float *second = &whole[n];
  bins[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&bins[(threadIdx.x * 8) % 256], 1u);
  second[threadIdx.x] = whole[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = second[threadIdx.x] + bins[threadIdx.x];
}
