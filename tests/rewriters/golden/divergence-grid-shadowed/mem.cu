// status: ok
__global__ void gridShadowed__mem(const float *in, float *out) {
  const int t = threadIdx.x;
  const int j = blockIdx.x * blockDim.x + t;
  float x = in[j];
  { x = lim::fold<decltype(x)>(x); }



  out[j] = x;
}
