// status: ok
__global__ void shadowedRow__math(const float *in, float *out, int lim_flag) {
  __shared__ float strip[8 * 64];
  const int t = threadIdx.x;
  for (int e = t; e < 8 * 64; e += blockDim.x)
    strip[e] = lim::opaque_at<decltype(in[blockIdx.x * 8 * 64 + e])>(lim_flag, 478u, (blockIdx.x * 8 * 64 + e));
  __syncthreads();
  const int k = (t & 7) * 64 + (t >> 3) * 8;
  float *row = strip + k;
  float acc = 0.0f;
  for (int k = 0; k < 8; ++k)
    acc += row[k];
  lim::guarded_store(&(out[blockIdx.x * blockDim.x + t]), acc, lim_flag);
}
