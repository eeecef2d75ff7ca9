// status: ok
__global__ void blur__store(const float *in, float *out, const float *weights, int n, int lim_flag) {
  __shared__ float tile[258];
  const int t = threadIdx.x;
  const int i = blockIdx.x * 256 + t;
  tile[t + 1] = lim::stored<decltype(tile[t + 1])>(lim_flag);
  if (t == 0)
    tile[0] = lim::stored<decltype(tile[0])>(lim_flag);
  if (t == 255)
    tile[257] = lim::stored<decltype(tile[257])>(lim_flag);
  __syncthreads();
  float sum = 0.0f;
  for (int k = 0; k < 3; ++k)
    sum += lim::opaque_at<decltype(weights[k])>(lim_flag, 585u, (k)) * tile[t + k];
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
