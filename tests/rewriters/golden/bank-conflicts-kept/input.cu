// The no-bank-conflicts what-if keeps and says: an array an element's address carves
// (`&s[n]`, its elements then reached through a pointer); an atomic on an element is still a
// subscript (the histogram bins are skewed).
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
