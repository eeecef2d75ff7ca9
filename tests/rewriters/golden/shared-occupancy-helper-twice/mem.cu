// status: ok
__device__ float pairSum__mem(const float *a, const float *b, int i, int j) { return lim::fold<decltype(a[i] + b[j])>(a[i], b[j]); }
__global__ void mirrorSums__mem(const float *in, float *out) {
  __shared__ float s[8192];
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    s[k] = in[blockIdx.x * 8192 + k];
  __syncthreads();
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    out[blockIdx.x * 8192 + k] = pairSum__mem(s, s, k, 8191 - k);
 lim::keep_shared(&s); }
