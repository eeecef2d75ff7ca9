// status: ok
__global__ void upperRows__math(const float *in, float *out, int width, int lim_flag) {
  if (blockIdx.y > blockIdx.x)
    return;
  __shared__ float tile[32][33];
  int x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = lim::opaque_at<decltype(in[(blockIdx.y * 32 + y) * width + blockIdx.x * 32 + x])>(lim_flag, 381u, ((blockIdx.y * 32 + y) * width + blockIdx.x * 32 + x));
  __syncthreads();
  if (x == y)
    return;
  lim::guarded_store(&(out[(blockIdx.x * 32 + y) * width + blockIdx.y * 32 + x]), tile[x][y] * 2.0f, lim_flag);
}
