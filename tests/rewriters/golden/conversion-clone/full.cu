// status: ok
__global__ void convert__full(const float *in, float *out, int *whole, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Quantity q{in[i]};
  Scale s{2.0f};
  out[i] = s(float(q));
  whole[i] = q;
}
