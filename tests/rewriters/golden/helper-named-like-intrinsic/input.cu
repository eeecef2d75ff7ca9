// A project helper whose name starts like a CUDA intrinsic (`atomic...`, `tex2D...`): it is
// the project's own function, analysed and cloned through its body like any helper, not
// taken for the intrinsic it resembles.
__device__ int atomicReserve(int *counter, int amount) {
  return atomicAdd(counter, amount);
}

__device__ float tex2DBlend(const float *image, int pitch, int x, int y) {
  return 0.5f * (image[y * pitch + x] + image[y * pitch + x + 1]);
}

__global__ void compact(const float *image, int pitch, float *out, int *count, float cut) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  float v = tex2DBlend(image, pitch, x, y);
  if (v > cut)
    out[atomicReserve(count, 1)] = v;
}
