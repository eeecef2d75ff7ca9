// status: ok
__global__ void blur__skeleton(const float *in, float *out, const float *weights, int n, int lim_flag) {
  __shared__ float tile[258];
  const int t = threadIdx.x;
  const int i = blockIdx.x * 256 + t;
  lim::guarded_store(&(tile[t + 1]), lim::stored<decltype(tile[t + 1])>(lim_flag), lim_flag);
  if (t == 0)
    lim::guarded_store(&(tile[0]), lim::stored<decltype(tile[0])>(lim_flag), lim_flag);
  if (t == 255)
    lim::guarded_store(&(tile[257]), lim::stored<decltype(tile[257])>(lim_flag), lim_flag);
  __syncthreads();
  float sum = 0.0f;
  for (int k = 0; k < 3; ++k)
    sum += lim::opaque_at<decltype(weights[k])>(lim_flag, 585u, (k)) * tile[t + k];
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
