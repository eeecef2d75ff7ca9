// status: ok
__global__ void squares__full(const float *in, float *out) {
  int i = threadIdx.x;
  store(out, i, square(load(in, i)) + 1.0f);
}
