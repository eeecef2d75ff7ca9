// status: ok
__global__ void blur__math(const float *in, float *out, const float *weights, int n, int lim_flag) {
  __shared__ float tile[258];
  const int t = threadIdx.x;
  const int i = blockIdx.x * 256 + t;
  tile[t + 1] = lim::opaque_at<decltype(in[i])>(lim_flag, 382u, (i));
  if (t == 0)
    tile[0] = i > 0 ? lim::opaque_at<decltype(in[i - 1])>(lim_flag, 425u, (i - 1)) : 0.0f;
  if (t == 255)
    tile[257] = i + 1 < n ? lim::opaque_at<decltype(in[i + 1])>(lim_flag, 487u, (i + 1)) : 0.0f;
  __syncthreads();
  float sum = 0.0f;
  for (int k = 0; k < 3; ++k)
    sum += lim::opaque_at<decltype(weights[k])>(lim_flag, 585u, (k)) * tile[t + k];
  lim::guarded_store(&(out[i]), 0.5f * sum, lim_flag);
}
