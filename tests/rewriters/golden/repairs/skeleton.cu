// status: ok
__global__ void relax__skeleton(float *__restrict__ x, const float *__restrict__ origin,
                      float *__restrict__ m, pair2 *__restrict__ out, int steps, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    lim::guarded_store(&(x[i]), lim::stored<decltype(x[i])>(lim_flag), lim_flag);
    lim::guarded_store(&(x[i]), lim::stored<decltype(x[i])>(lim_flag), lim_flag);
    for (int t = 1; t <= steps; t++)
      lim::guarded_store(&(m[i]), lim::stored<decltype(m[i])>(lim_flag), lim_flag);
    float s = 0.0f;
#pragma unroll 4
    for (int t = 0; t < steps; t++)
      s += lim::opaque_at<decltype(m[i + t])>(lim_flag, 578u, (i + t));
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  }
}
