// status: ok
__global__ void columnsParity__coalesced(float *img, int width) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  const auto lim_run_1_448 = lim::coalesced_runs_linear((y * width) + (x), 1, 0, 1); float v = img[(y * width + x) + lim_run_1_448.at(0)];
  if (threadIdx.x % 2 == 0)
    v = v * 1.5f + 0.25f;
  else
    v = v * 0.5f - 0.25f;
  img[(y * width + x) + lim_run_1_448.at(0)] = v;
}
