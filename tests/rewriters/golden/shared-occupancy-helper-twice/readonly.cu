// status: ok
__device__ float pairSum__readonly(const float *a, const float *b, int i, int j) { return a[i] + b[j]; }
__global__ void mirrorSums__readonly(const float *in, float *out) {
  __shared__ float s[8192];
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    s[k] = __ldg(&(in[blockIdx.x * 8192 + k]));
  __syncthreads();
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    out[blockIdx.x * 8192 + k] = pairSum__readonly(s, s, k, 8191 - k);
}
