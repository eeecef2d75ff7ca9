// status: ok
__global__ void flatWalk__mem(const float *in, float *out) {
  __shared__ float tile[kSide][kSide];
  __shared__ float cube[2][kSide][kSide];
  const int tx = threadIdx.x;
  for (int r = 0; r < kSide; ++r) {
    tile[r][tx] = in[blockIdx.x * kSide * kSide + r * kSide + tx];
    cube[r & 1][r][tx] = tile[r][tx];
  }
  __syncthreads();
  float *flat = &tile[0][0];
  float (*plane)[kSide] = cube[tx & 1];
  const float *line = cube[0][tx];
  float acc = lim::fold<decltype(flat[(tx * 33) % (kSide * kSide)] + line[1])>(flat[(tx * 33) % (kSide * kSide)], line[1]);
  for (int k = 0; k < kSide; ++k)
    (void)0;
  out[blockIdx.x * kSide + tx] = acc;
 lim::keep_shared(&tile, &cube); }
