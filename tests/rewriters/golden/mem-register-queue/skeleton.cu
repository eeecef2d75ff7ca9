// status: ok
__global__ void queueAlongZ__skeleton(const float *field, float *out, int planes, int stride, int lim_flag) {
  __shared__ float tile[128];
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  float past[2], upcoming[2];
  for (int k = 0; k < 2; ++k)
    past[k] = lim::opaque_at<decltype(field[x + k * stride])>(lim_flag, 678u, (x + k * stride));
  float centre = lim::opaque_at<decltype(field[x + 2 * stride])>(lim_flag, 718u, (x + 2 * stride));
  for (int k = 0; k < 2; ++k)
    upcoming[k] = lim::opaque_at<decltype(field[x + (3 + k) * stride])>(lim_flag, 789u, (x + (3 + k) * stride));
  for (int z = 2; z < planes - 2; ++z) {
    past[0] = past[1];
    past[1] = centre;
    centre = upcoming[0];
    upcoming[0] = upcoming[1];
    upcoming[1] = z + 3 < planes ? lim::opaque_at<decltype(field[x + (z + 3) * stride])>(lim_flag, 996u, (x + (z + 3) * stride)) : 0.0f;
    __syncthreads();
    lim::guarded_store(&(tile[threadIdx.x]), lim::stored<decltype(tile[threadIdx.x])>(lim_flag), lim_flag);
    __syncthreads();
    float sum = 0.5f * tile[threadIdx.x];
    for (int r = 0; r < 2; ++r)
      sum += 0.25f * (past[1 - r] + upcoming[r]);
    lim::guarded_store(&(out[x + z * stride]), lim::stored<decltype(out[x + z * stride])>(lim_flag), lim_flag);
  }
}
