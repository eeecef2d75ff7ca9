// status: ok
__global__ void copyRows__blocksize(const float *in, float *out, int width) {
  const float *src = in + width * (blockIdx.x * blockDim.y + threadIdx.y);
  float *row = out + width * (blockIdx.x * blockDim.y + threadIdx.y);
  const float4 v = *((const float4 *)src + 2 * threadIdx.x);
  *((float4 *)row + 2 * threadIdx.x) = v;
}
