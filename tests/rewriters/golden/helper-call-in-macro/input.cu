// A helper called inside a macro's argument (expanded twice by SQUARE) is redirected once, at
// its one spelling, with the flag; a call the macro's body spells cannot be edited, keeps the
// original helper, and the variant says so.
#define SQUARE(x) ((x) * (x))
#define TWICE_GAIN(v) (gain(v) + gain(v))

__device__ float gain(float v) { return 1.5f * v + 0.25f; }

__global__ void gains(const float *in, float *out, float *both) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = SQUARE(gain(in[i]));
  both[i] = TWICE_GAIN(in[i]);
}
