// Accesses through a wider type's view of an element, as vectorized code writes them: the
// view's pointer differs in every lane, so the coalesced what-if re-indexes the element whose
// address it takes, in the array's own elements, four (float4) or two (float2) a lane:
// `reinterpret_cast<const float4 *>(&in[e])[0]`, a C-style `*(float2 *)(out + e)`, a view
// subscripted by a constant, a read-only load of a view, a view into a lane's row pointer. A
// view subscripted by the lane (`((const float4 *)in)[t]`) is an array of float4, coalesced already.

__global__ void gatherViews(float *out, const float *in, int stride, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 a = reinterpret_cast<const float4 *>(&in[t * stride])[0];
  const float2 b = *(const float2 *)(in + t * stride + 4);
  const float2 c = reinterpret_cast<const float2 *>(&in[t * stride + 8])[1];
  const float4 d = __ldg((const float4 *)&in[4 * t + n]);
  const float *row = in + t * stride;
  const float4 e = reinterpret_cast<const float4 *>(&row[16])[0];
  const float4 f = ((const float4 *)in)[t];
  float4 s = a;
  s.x += b.x + c.x + d.x + e.x + f.x;
  s.y += b.y + c.y + d.y + e.y + f.y;
  reinterpret_cast<float4 *>(&out[4 * t])[0] = s;
  *(float2 *)(out + 2 * t * stride + n) = c;
}
