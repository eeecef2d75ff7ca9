// status: ok
__global__ void jumps__full(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  int g = i;
  int c = 0;
again:
  g += n;
  if ((threadIdx.x & 1) && ++c < 3)
    goto again;
  out[g] += in[g];
  out[i] += in[i];
}
