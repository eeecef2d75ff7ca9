// status: ok
__device__ float pairSum__store(int lim_flag, const float *a, const float *b, int i, int j) { return a[i] + b[j]; }
__global__ void mirrorSums__store(const float *in, float *out, int lim_flag) {
  __shared__ float s[8192];
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    s[k] = lim::stored<decltype(s[k])>(lim_flag);
  __syncthreads();
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    out[blockIdx.x * 8192 + k] = lim::stored<decltype(out[blockIdx.x * 8192 + k])>(lim_flag);
}
