// status: conservative
// reason: line 14: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 15: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 17: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__global__ void advect__coalesced(cudaTextureObject_t field, float *out, int width, int height, float dt,
                       float gain) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  Probe p;
  p.u = (x + 0.5f) - dt * tex2D<float>(field, x + 0.5f, y + 0.5f);
  p.v = (y + 0.5f) - dt * tex2D<float>(field, y + 0.5f, x + 0.5f);
  p.gain = gain * gain;
  out[lim::coalesced_index_linear(y * width + x, 1)] = tex2D<float>(field, p.u, p.v) * p.gain;
}
