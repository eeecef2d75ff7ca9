// status: ok
__global__ void transposeStreamed__readonly(float *__restrict__ out, const float *__restrict__ in,
                                  float *side, int n) {
  const int x = blockIdx.x * 32 + threadIdx.x;
  const int y = blockIdx.y * 32 + threadIdx.y;
  __stcs(&out[x * n + y], in[y * n + x]);
  __stcg(side + 2 * x, 1.0f);
  float4 v;
  v.x = v.y = v.z = v.w = in[x];
  __stwt(reinterpret_cast<float4 *>(&side[4 * x * n]), v);
}
