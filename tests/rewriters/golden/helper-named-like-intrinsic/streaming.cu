// status: ok
__device__ float tex2DBlend__streaming(const float *image, int pitch, int x, int y) {
  return 0.5f * (__ldcs(&(image[y * pitch + x])) + __ldcs(&(image[y * pitch + x + 1])));
}
__device__ int atomicReserve__streaming(int *counter, int amount) {
  return atomicAdd(counter, amount);
}
__global__ void compact__streaming(const float *image, int pitch, float *out, int *count, float cut) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  float v = tex2DBlend__streaming(image, pitch, x, y);
  if (v > cut)
    __stcs(&(out[atomicReserve__streaming(count, 1)]), v);
}
