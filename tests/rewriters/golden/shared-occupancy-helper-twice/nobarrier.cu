// status: ok
__device__ float pairSum__nobarrier(const float *a, const float *b, int i, int j) { return a[i] + b[j]; }
__global__ void mirrorSums__nobarrier(const float *in, float *out) {
  __shared__ float s[8192];
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    s[k] = in[blockIdx.x * 8192 + k];
  lim::barrier_removed();
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    out[blockIdx.x * 8192 + k] = pairSum__nobarrier(s, s, k, 8191 - k);
}
