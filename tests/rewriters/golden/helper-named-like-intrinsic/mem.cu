// status: ok
__device__ float tex2DBlend__mem(const float *image, int pitch, int x, int y) {
  return 0.5f * (image[y * pitch + x] + image[y * pitch + x + 1]);
}
__device__ int atomicReserve__mem(int *counter, int amount) {
  return atomicAdd(counter, amount);
}
__global__ void compact__mem(const float *image, int pitch, float *out, int *count, float cut) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  float v = tex2DBlend__mem(image, pitch, x, y);
  if (v > cut)
    out[atomicReserve__mem(count, 1)] = v;
}
