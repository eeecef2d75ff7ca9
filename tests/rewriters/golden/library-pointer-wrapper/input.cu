// Global memory reached through a library's pointer wrapper: the index operator returns a
// reference object, and its conversion does the load, all inside the library's code where no
// rule reaches. Every variant keeps those calls and says so, at each one.
#include <thrust/device_ptr.h>

__global__ void gatherScaled(thrust::device_ptr<const float> in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = s * in[i];
}
