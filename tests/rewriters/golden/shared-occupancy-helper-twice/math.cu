// status: ok
__device__ float pairSum__math(int lim_flag, const float *a, const float *b, int i, int j) { return a[i] + b[j]; }
__global__ void mirrorSums__math(const float *in, float *out, int lim_flag) {
  __shared__ float s[8192];
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    s[k] = lim::opaque_at<decltype(in[blockIdx.x * 8192 + k])>(lim_flag, 441u, (blockIdx.x * 8192 + k));
  __syncthreads();
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    lim::guarded_store(&(out[blockIdx.x * 8192 + k]), pairSum__math(lim_flag, s, s, k, 8191 - k), lim_flag);
}
