// status: ok
__global__ void none__math(const float *__restrict__ in, float *__restrict__ out, int n, int lim_flag) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.0f;
  if (n > 1000)
    goto done;
  for (int j = 0; j < n; ++j)
    s += lim::opaque_at<decltype(in[4 * (p + j)])>(lim_flag, 251u, (4 * (p + j))) + lim::opaque_at<decltype(in[4 * p + j])>(lim_flag, 251u, (4 * p + j));
done:
  lim::guarded_store(&(out[p]), s, lim_flag);
}
