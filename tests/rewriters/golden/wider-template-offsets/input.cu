// The wider-accesses what-if in a template whose value arguments move the accesses: a channel
// swap reads in[4i + R] and in[4i + B], instantiated as <0, 2> and <2, 0>, and a pair at
// in[R + 2i] and in[R + 1 + 2i]. One text cannot give each instantiation its own components or
// start, so those reads are left as they are; the stores, at the same elements in both, are
// merged into one uchar4.

template <int R, int B>
__global__ void swapChannels(const unsigned char *__restrict__ in,
                             const unsigned char *__restrict__ pair, unsigned char *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned char r = in[4 * i + R], g = in[4 * i + 1], b = in[4 * i + B], a = in[4 * i + 3];
  const unsigned char s = pair[R + 2 * i], t = pair[R + 1 + 2 * i];
  out[4 * i] = b;
  out[4 * i + 1] = g;
  out[4 * i + 2] = r;
  out[4 * i + 3] = static_cast<unsigned char>(a + s - t);
}

template __global__ void swapChannels<0, 2>(const unsigned char *, const unsigned char *,
                                            unsigned char *);
template __global__ void swapChannels<2, 0>(const unsigned char *, const unsigned char *,
                                            unsigned char *);
