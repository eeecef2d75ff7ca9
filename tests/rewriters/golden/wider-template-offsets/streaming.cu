// status: ok
template <int R, int B>
__global__ void swapChannels__streaming(const unsigned char *__restrict__ in,
                             const unsigned char *__restrict__ pair, unsigned char *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned char r = __ldcs(&(in[4 * i + R])), g = __ldcs(&(in[4 * i + 1])), b = __ldcs(&(in[4 * i + B])), a = __ldcs(&(in[4 * i + 3]));
  const unsigned char s = __ldcs(&(pair[R + 2 * i])), t = __ldcs(&(pair[R + 1 + 2 * i]));
  __stcs(&(out[4 * i]), b);
  __stcs(&(out[4 * i + 1]), g);
  __stcs(&(out[4 * i + 2]), r);
  __stcs(&(out[4 * i + 3]), static_cast<unsigned char>(a + s - t));
}
