// status: ok
__global__ void copyRows__store(const float *in, float *out, int width, int lim_flag) {
  const float *src = in + width * blockIdx.x;
  float *row = out + width * blockIdx.x;
  const float4 v = lim::opaque<decltype(*((const float4 *)src + threadIdx.x))>(lim_flag, 443u, &(*((const float4 *)src + threadIdx.x)));
  *((float4 *)row + threadIdx.x) = lim::stored<decltype(*((float4 *)row + threadIdx.x))>(lim_flag);
}
