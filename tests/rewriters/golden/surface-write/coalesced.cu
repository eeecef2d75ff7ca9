// status: conservative
// reason: line 13: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
// reason: line 15: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
// reason: line 16: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__global__ void blend__coalesced(const float *weights, cudaSurfaceObject_t image, int width, int height,
                      float gain) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  float before = surf2Dread<float>(image, x * sizeof(float), y);
  const auto lim_run_1_742 = lim::coalesced_runs_linear((x), 1, 0, 1); float mixed = before * (1.0f - weights[(x) + lim_run_1_742.at(0)]) + gain * weights[(x) + lim_run_1_742.at(0)];
  surf2Dwrite(mixed * mixed, image, x * sizeof(float), y);
  surf2Dwrite<float>(mixed, image, (width - 1 - x) * sizeof(float), y, cudaBoundaryModeClamp);
}
