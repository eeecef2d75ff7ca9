// status: ok
__global__ void mirrorSums__full(const float *in, float *out) {
  __shared__ float s[8192];
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    s[k] = in[blockIdx.x * 8192 + k];
  __syncthreads();
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    out[blockIdx.x * 8192 + k] = pairSum(s, s, k, 8191 - k);
}
