// status: ok
__global__ void mirror__nobankconflict(const float *in, float *out, int n) {
  __shared__ float tile[(256) + ((256) - 1) / 32 * 1];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float &slot = tile[lim::bank_skewed<32, 1>(threadIdx.x)];
  slot = i < n ? in[i] * 2.0f : 0.0f;
  __syncthreads();
  const float &other = tile[lim::bank_skewed<32, 1>(blockDim.x - 1 - threadIdx.x)];
  if (i < n)
    out[i] = other + slot;
}
