// status: ok
__global__ void copyRows__coalesced(const float *in, float *out, int width) {
  const float *src = in + width * blockIdx.x;
  float *row = out + width * blockIdx.x;
  const float4 v = ((const float4 *)src)[lim::coalesced_index_linear(2 * threadIdx.x, 2)];
  ((float4 *)row)[lim::coalesced_index_linear(2 * threadIdx.x, 2)] = v;
}
