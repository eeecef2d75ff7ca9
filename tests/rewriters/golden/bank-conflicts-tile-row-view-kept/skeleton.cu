// status: ok
__global__ void flatWalk__skeleton(const float *in, float *out, int lim_flag) {
  __shared__ float tile[kSide][kSide];
  __shared__ float cube[2][kSide][kSide];
  const int tx = threadIdx.x;
  for (int r = 0; r < kSide; ++r) {
    lim::guarded_store(&(tile[r][tx]), lim::stored<decltype(tile[r][tx])>(lim_flag), lim_flag);
    lim::guarded_store(&(cube[r & 1][r][tx]), lim::stored<decltype(cube[r & 1][r][tx])>(lim_flag), lim_flag);
  }
  __syncthreads();
  float *flat = &tile[0][0];
  float (*plane)[kSide] = cube[tx & 1];
  const float *line = cube[0][tx];
  float acc = flat[(tx * 33) % (kSide * kSide)] + line[1];
  for (int k = 0; k < kSide; ++k)
    acc += plane[k][tx];
  lim::guarded_store(&(out[blockIdx.x * kSide + tx]), lim::stored<decltype(out[blockIdx.x * kSide + tx])>(lim_flag), lim_flag);
}
