// status: ok
__global__ void upperRows__skeleton(const float *in, float *out, int width, int lim_flag) {
  if (blockIdx.y > blockIdx.x)
    return;
  __shared__ float tile[32][33];
  int x = threadIdx.x, y = threadIdx.y;
  lim::guarded_store(&(tile[y][x]), lim::stored<decltype(tile[y][x])>(lim_flag), lim_flag);
  __syncthreads();
  if (x == y)
    return;
  lim::guarded_store(&(out[(blockIdx.x * 32 + y) * width + blockIdx.y * 32 + x]), lim::stored<decltype(out[(blockIdx.x * 32 + y) * width + blockIdx.y * 32 + x])>(lim_flag), lim_flag);
}
