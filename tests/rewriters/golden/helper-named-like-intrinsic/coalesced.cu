// status: conservative
// reason: line 9: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 5: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__device__ float tex2DBlend__coalesced(const float *image, int pitch, int x, int y) {
  return 0.5f * (image[y * pitch + x] + image[y * pitch + x + 1]);
}
__device__ int atomicReserve__coalesced(int *counter, int amount) {
  return atomicAdd(counter, amount);
}
__global__ void compact__coalesced(const float *image, int pitch, float *out, int *count, float cut) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  float v = tex2DBlend__coalesced(image, pitch, x, y);
  if (v > cut)
    out[lim::coalesced_index(atomicReserve__coalesced(count, 1))] = v;
}
