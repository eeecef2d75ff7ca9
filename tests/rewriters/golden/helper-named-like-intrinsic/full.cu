// status: ok
__global__ void compact__full(const float *image, int pitch, float *out, int *count, float cut) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  float v = tex2DBlend(image, pitch, x, y);
  if (v > cut)
    out[atomicReserve(count, 1)] = v;
}
