// status: ok
__global__ void gatherViews__coalesced(float *out, const float *in, int stride, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 a = reinterpret_cast<const float4 *>(&in[lim::coalesced_index_wide(t * stride, 4)])[0];
  const float2 b = *(const float2 *)((&in[lim::coalesced_index_wide((t * stride) + (4), 2)]));
  const float2 c = reinterpret_cast<const float2 *>(&in[lim::coalesced_index_wide(t * stride + 8, 2)])[1];
  const float4 d = __ldg((const float4 *)&in[lim::coalesced_index_wide_linear(4 * t + n, 4, 4)]);
  const float *row = in + t * stride;
  const float4 e = reinterpret_cast<const float4 *>(&in[lim::coalesced_index_wide((t * stride) + (16), 4)])[0];
  const float4 f = ((const float4 *)in)[t];
  float4 s = a;
  s.x += b.x + c.x + d.x + e.x + f.x;
  s.y += b.y + c.y + d.y + e.y + f.y;
  reinterpret_cast<float4 *>(&out[lim::coalesced_index_wide_linear(4 * t, 4, 4)])[0] = s;
  *(float2 *)((&out[lim::coalesced_index_wide((2 * t * stride) + (n), 2)])) = c;
}
