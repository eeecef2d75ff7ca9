// status: ok
__global__ void dampedSines__mem(const float *in, float *out, int n, int steps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i], acc = 0.0f;
  { acc = lim::fold<decltype(acc)>(acc, x); x = lim::fold<decltype(x)>(x, acc); }



  float z = lim::fold<decltype(i * 1.0e-6f)>(i);
  int k = 0;
  { z = lim::fold<decltype(z)>(z); k = lim::fold<decltype(k)>(k); }



  out[i] = lim::fold<decltype(out[i])>(acc);
}
