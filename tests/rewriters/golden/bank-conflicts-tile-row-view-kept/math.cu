// status: ok
__global__ void flatWalk__math(const float *in, float *out, int lim_flag) {
  __shared__ float tile[kSide][kSide];
  __shared__ float cube[2][kSide][kSide];
  const int tx = threadIdx.x;
  for (int r = 0; r < kSide; ++r) {
    tile[r][tx] = lim::opaque_at<decltype(in[blockIdx.x * kSide * kSide + r * kSide + tx])>(lim_flag, 674u, (blockIdx.x * kSide * kSide + r * kSide + tx));
    cube[r & 1][r][tx] = tile[r][tx];
  }
  __syncthreads();
  float *flat = &tile[0][0];
  float (*plane)[kSide] = cube[tx & 1];
  const float *line = cube[0][tx];
  float acc = flat[(tx * 33) % (kSide * kSide)] + line[1];
  for (int k = 0; k < kSide; ++k)
    acc += plane[k][tx];
  lim::guarded_store(&(out[blockIdx.x * kSide + tx]), acc, lim_flag);
}
