// status: conservative
// reason: line 14: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__global__ void rotate__coalesced(cudaTextureObject_t image, float *out, int width, int height,
                       float c, float s, float gain) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  float u = x / static_cast<float>(width) - 0.5f;
  float v = y / static_cast<float>(height) - 0.5f;
  float ru = u * c - v * s + 0.5f;
  float rv = v * c + u * s + 0.5f;
  float texel = tex2D<float>(image, ru, rv);
  out[lim::coalesced_index_linear(y * width + x, 1)] = texel * gain;
}
