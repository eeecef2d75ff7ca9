// status: conservative
// reason: line 9: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__global__ void resample__coalesced(cudaTextureObject_t image, float *out, int width, int height,
                         float scale) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) {
    float u = (x + 0.5f) * scale, v = (y + 0.5f) * scale;
    out[lim::coalesced_index_linear(y * width + x, 1)] = tex2D<float>(image, u, v) * 0.25f;
  }
}
