// status: ok
__global__ void jumps__readonly(const float *in, float *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  int g = i;
  int c = 0;
again:
  g += n;
  if ((threadIdx.x & 1) && ++c < 3)
    goto again;
  out[g] += __ldg(&(in[g]));
  out[i] += __ldg(&(in[i]));
}
