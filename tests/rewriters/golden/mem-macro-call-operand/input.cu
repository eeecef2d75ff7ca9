// A function-like macro that computes (a multiply-add written as a macro, as older code does)
// is one operand of the fold, kept whole: its parts are spelled in the macro's body,
// where no edit can reach them, and what it computes from its arguments stays as written.
#include <cuda.h>

#define MUL_ADD(a, b, c) ((a) * (b) + (c))

__global__ void scatterScaled(const float *in, float *out, unsigned mask, float gain) {
  unsigned slot = MUL_ADD(blockIdx.x, blockDim.x, threadIdx.x) & mask;
  float v = in[slot] * gain + MUL_ADD(slot, 3u, 1u);
  out[slot] = v;
}
