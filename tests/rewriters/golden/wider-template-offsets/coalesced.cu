// status: ok
template <int R, int B>
__global__ void swapChannels__coalesced(const unsigned char *__restrict__ in,
                             const unsigned char *__restrict__ pair, unsigned char *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned char r = in[lim::coalesced(in, 4 * i + R)], g = in[lim::coalesced(in, 4 * i + 1)], b = in[lim::coalesced(in, 4 * i + B)], a = in[lim::coalesced(in, 4 * i + 3)];
  const unsigned char s = pair[lim::coalesced(pair, R + 2 * i)], t = pair[lim::coalesced(pair, R + 1 + 2 * i)];
  out[lim::coalesced(out, 4 * i)] = b;
  out[lim::coalesced(out, 4 * i + 1)] = g;
  out[lim::coalesced(out, 4 * i + 2)] = r;
  out[lim::coalesced(out, 4 * i + 3)] = static_cast<unsigned char>(a + s - t);
}
