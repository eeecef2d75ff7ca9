// status: ok
__global__ void copyRows__math(const float *in, float *out, int width, int lim_flag) {
  const float *src = in + width * blockIdx.x;
  float *row = out + width * blockIdx.x;
  const float4 v = lim::opaque<decltype(*((const float4 *)src + 2 * threadIdx.x))>(lim_flag, 544u, &(*((const float4 *)src + 2 * threadIdx.x)));
  lim::guarded_store(&(*((float4 *)row + 2 * threadIdx.x)), v, lim_flag);
}
