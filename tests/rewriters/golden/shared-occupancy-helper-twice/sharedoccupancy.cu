// status: ok
__device__ float pairSum__sharedoccupancy(const float *a, const float *b, int i, int j) { return a[lim::shared_folded<2048>(i)] + b[lim::shared_folded<2048>(j)]; }
__global__ void mirrorSums__sharedoccupancy(const float *in, float *out) {
  __shared__ float s[2048];
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    s[lim::shared_folded<2048>(k)] = in[blockIdx.x * 8192 + k];
  __syncthreads();
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    out[blockIdx.x * 8192 + k] = pairSum__sharedoccupancy(s, s, k, 8191 - k);
}
