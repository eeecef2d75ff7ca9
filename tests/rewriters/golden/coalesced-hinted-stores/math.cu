// status: ok
__global__ void transposeStreamed__math(float *__restrict__ out, const float *__restrict__ in,
                                  float *side, int n, int lim_flag) {
  const int x = blockIdx.x * 32 + threadIdx.x;
  const int y = blockIdx.y * 32 + threadIdx.y;
  lim::guarded_store(&out[x * n + y], lim::opaque_at<decltype(in[y * n + x])>(lim_flag, 459u, (y * n + x)), lim_flag);
  lim::guarded_store(side + 2 * x, 1.0f, lim_flag);
  float4 v;
  v.x = v.y = v.z = v.w = lim::opaque_at<decltype(in[x])>(lim_flag, 459u, (x));
  lim::guarded_store(reinterpret_cast<float4 *>(&side[4 * x * n]), v, lim_flag);
}
