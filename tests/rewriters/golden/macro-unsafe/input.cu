// The load is spelled inside the macro's body: it cannot be rewritten on its own.
#define LOAD_TWICE(i) (in[i] + in[(i) + 1])
__global__ void pairs(const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = LOAD_TWICE(i);
}
