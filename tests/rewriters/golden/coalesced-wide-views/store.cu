// status: ok
__global__ void gatherViews__store(float *out, const float *in, int stride, int n, int lim_flag) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 a = lim::opaque_at<decltype(reinterpret_cast<const float4 *>(&in[t * stride])[0])>(lim_flag, 714u, (0));
  const float2 b = lim::opaque<decltype(*(const float2 *)(in + t * stride + 4))>(lim_flag, 787u, &(*(const float2 *)(in + t * stride + 4)));
  const float2 c = lim::opaque_at<decltype(reinterpret_cast<const float2 *>(&in[t * stride + 8])[1])>(lim_flag, 846u, (1));
  const float4 d = lim::opaque<decltype(__ldg((const float4 *)&in[4 * t + n]))>(lim_flag, 923u, (const float4 *)&in[4 * t + n]);
  const float *row = in + t * stride;
  const float4 e = lim::opaque_at<decltype(reinterpret_cast<const float4 *>(&row[16])[0])>(lim_flag, 1019u, (0));
  const float4 f = lim::opaque_at<decltype(((const float4 *)in)[t])>(lim_flag, 1085u, (t));
  float4 s = a;
  s.x += b.x + c.x + d.x + e.x + f.x;
  s.y += b.y + c.y + d.y + e.y + f.y;
  reinterpret_cast<float4 *>(&out[4 * t])[0] = lim::stored<decltype(reinterpret_cast<float4 *>(&out[4 * t])[0])>(lim_flag);
  *(float2 *)(out + 2 * t * stride + n) = lim::stored<decltype(*(float2 *)(out + 2 * t * stride + n))>(lim_flag);
}
