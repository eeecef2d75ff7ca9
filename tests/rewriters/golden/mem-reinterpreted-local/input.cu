// Four bytes loaded as one word into a local vector (`*(unsigned *)&v = ...`), arithmetic
// stored through an implicit conversion to a byte, and a constant stored on the other path:
// mem-only treats v as written by the load (it carries loaded data), folds the converted
// arithmetic, and keeps the constant store as written.
struct Bytes4 {
  unsigned char x, y, z, w;
};

__global__ void brighten(const unsigned char *in, unsigned char *out, int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Bytes4 v;
  *(unsigned *)&v = *(const unsigned *)(in + 4 * i);
  if (v.w != 0) {
    out[i] = (v.x * 3 + v.y * 2 + v.z) / 6;
    flags[i] = 1;
  } else {
    flags[i] = -1;
  }
}
