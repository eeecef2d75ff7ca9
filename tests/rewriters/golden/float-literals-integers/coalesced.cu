// status: ok
__global__ void rayDirections__coalesced(float *dirs, double *exact, int *halves, int w, int h) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int py = blockIdx.y;
  const float u = (2.0 * px - w) / h;
  const float v = (2.0 * py - h) / h;
  const auto lim_run_1_679 = lim::coalesced_runs_linear((2 * (py * w + px)), 2, 0, 2); dirs[(2 * (py * w + px)) + lim_run_1_679.at(0)] = u;
  dirs[(2 * (py * w + px) + 1) + lim_run_1_679.at(1)] = v;
  const double d = 2.0 * px - w;
  exact[py * w + px] = d;
  const int half = w * 0.5;
  halves[py * w + px] = half;
}
