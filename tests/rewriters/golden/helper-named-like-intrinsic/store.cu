// status: ok
__device__ float tex2DBlend__store(int lim_flag, const float *image, int pitch, int x, int y) {
  return 0.5f * (image[y * pitch + x] + image[y * pitch + x + 1]);
}
__device__ int atomicReserve__store(int lim_flag, int *counter, int amount) {
  return atomicAdd(counter, lim::stored<decltype(amount)>(lim_flag));
}
__global__ void compact__store(const float *image, int pitch, float *out, int *count, float cut, int lim_flag) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  float v = tex2DBlend__store(lim_flag, image, pitch, x, y);
  if (v > cut)
    out[atomicReserve__store(lim_flag, count, 1)] = lim::stored<decltype(out[atomicReserve__store(lim_flag, count, 1)])>(lim_flag);
}
