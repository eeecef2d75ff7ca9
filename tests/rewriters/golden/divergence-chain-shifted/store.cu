// status: ok
__global__ void neighbours__store(const float *in, float *out, int n, int lim_flag) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const float *before = in + blockIdx.x * blockDim.x - 1;
  float x = 0.0f;
  if (t % 2 == 1)
    x = lim::opaque_at<decltype(in[i - 1])>(lim_flag, 706u, (i - 1));
  else if (t % 2 == 0)
    x = lim::opaque_at<decltype(in[i + 1])>(lim_flag, 748u, (i + 1));
  if (t % 2 == 1)
    x += lim::opaque_at<decltype(before[t])>(lim_flag, 786u, (t));
  else
    x -= 1.0f;
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
