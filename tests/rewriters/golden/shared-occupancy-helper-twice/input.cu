// One large shared array handed to one helper at two places (`pairSum(s, s, ...)`): both
// parameters' subscripts are folded in the helper's clone, so no read runs past the smaller
// array.
__device__ float pairSum(const float *a, const float *b, int i, int j) { return a[i] + b[j]; }

__global__ void mirrorSums(const float *in, float *out) {
  __shared__ float s[8192];
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    s[k] = in[blockIdx.x * 8192 + k];
  __syncthreads();
  for (int k = threadIdx.x; k < 8192; k += blockDim.x)
    out[blockIdx.x * 8192 + k] = pairSum(s, s, k, 8191 - k);
}
