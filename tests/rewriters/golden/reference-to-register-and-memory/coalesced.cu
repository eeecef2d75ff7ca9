// status: ok
__device__ void damp__coalesced(float &v, float k) { v = v * k + 1.0f; }
__global__ void relax__coalesced(float *u, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const auto lim_run_1_476 = lim::coalesced_runs_linear((i), 1, 0, 2); float local = u[(i) + lim_run_1_476.at(0)];
  damp__coalesced(local, k);
  damp__coalesced(u[(i + 1) + lim_run_1_476.at(1)], local);
}
