// status: ok
__global__ void transposeStreamed__coalesced(float *__restrict__ out, const float *__restrict__ in,
                                  float *side, int n) {
  const int x = blockIdx.x * 32 + threadIdx.x;
  const int y = blockIdx.y * 32 + threadIdx.y;
  __stcs(&out[lim::coalesced_index(x * n + y)], in[y * n + x]);
  __stcg((&side[lim::coalesced_index_linear(2 * x, 2)]), 1.0f);
  float4 v;
  v.x = v.y = v.z = v.w = in[x];
  __stwt(reinterpret_cast<float4 *>(&side[lim::coalesced_index_wide(4 * x * n, 4)]), v);
}
