// status: ok
__global__ void steppedRows__math(const float *in, float *out, int width, int lim_flag) {
  __shared__ float tile[32 * 32];
  __shared__ float odd[32][32];
  const int tx = threadIdx.x, ty = threadIdx.y;
  int r = ty;
  for (int j = 0; j < 32; j += 8) {
    tile[r * 32 + (tx ^ r)] = lim::opaque_at<decltype(in[(blockIdx.y * 32 + r) * width + blockIdx.x * 32 + tx])>(lim_flag, 624u, ((blockIdx.y * 32 + r) * width + blockIdx.x * 32 + tx));
    r += 8;
  }
  int q = ty;
  for (int j = 0; j < 4; ++j) {
    odd[tx][q % 32] = lim::opaque_at<decltype(in[q])>(lim_flag, 766u, (q));
    q += tx;
  }
  __syncthreads();
  int c = ty;
  for (int j = 0; j < 32; j += 8) {
    lim::guarded_store(&(out[(blockIdx.x * 32 + c) * width + blockIdx.y * 32 + tx]), tile[tx * 32 + (c ^ tx)] + odd[c][tx], lim_flag);
    c += 8;
  }
}
