// The coalesced what-if re-indexes the element a cache-hinted store writes, given its address
// as `&p[e]`, `p + e` or a wider type's view of one, as it does a hinted load's: a naive
// transpose's column stores through __stcs (the value's own load, coalesced already, kept), a
// store through __stcg at a sum, a float4 written through __stwt a row apart in every lane.

__global__ void transposeStreamed(float *__restrict__ out, const float *__restrict__ in,
                                  float *side, int n) {
  const int x = blockIdx.x * 32 + threadIdx.x;
  const int y = blockIdx.y * 32 + threadIdx.y;
  __stcs(&out[x * n + y], in[y * n + x]);
  __stcg(side + 2 * x, 1.0f);
  float4 v;
  v.x = v.y = v.z = v.w = in[x];
  __stwt(reinterpret_cast<float4 *>(&side[4 * x * n]), v);
}
