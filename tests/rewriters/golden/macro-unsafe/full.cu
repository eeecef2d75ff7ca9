// status: ok
__global__ void pairs__full(const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = LOAD_TWICE(i);
}
