// status: ok
__device__ float scale__store(int lim_flag, float *p, float x) { return x * lim::opaque_at<decltype(p[0])>(lim_flag, 488u, (0)); }
__global__ void distances__store(const Point *pts, float *d, float *q, const float *p, int n,
                          float cx, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] = lim::stored<decltype(d[i])>(lim_flag);
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += lim::opaque_at<decltype(p[k])>(lim_flag, 856u, (k)) * lim::opaque_at<decltype(p[k])>(lim_flag, 863u, (k));
  {
    const float t = lim::opaque_at<decltype(p[i])>(lim_flag, 893u, (i)) * lim::opaque_at<decltype(p[i])>(lim_flag, 900u, (i)) + 1.0f;
    d[i + 1] = lim::stored<decltype(d[i + 1])>(lim_flag);
  }
  q[i + 2] = ((void)(q[i] = lim::stored<decltype(q[i])>(lim_flag)), lim::stored<decltype(q[i + 2])>(lim_flag));
  q[i + 3] = lim::stored<decltype(q[i + 3])>(lim_flag);
  int k = i;
  q[i + 4] = lim::stored<decltype(q[i + 4])>(lim_flag);
}
