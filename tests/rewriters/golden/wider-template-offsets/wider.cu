// status: ok
template <int R, int B>
__global__ void swapChannels__wider(const unsigned char *__restrict__ in,
                             const unsigned char *__restrict__ pair, unsigned char *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned char r = in[4 * i + R], g = in[4 * i + 1], b = in[4 * i + B], a = in[4 * i + 3];
  const unsigned char s = pair[R + 2 * i], t = pair[R + 1 + 2 * i];
  uchar4 lim_wide_820; lim_wide_820.x = b;
  lim_wide_820.y = g;
  lim_wide_820.z = r;
  lim_wide_820.w = static_cast<unsigned char>(a + s - t); *reinterpret_cast<uchar4 *>(&(out)[(4 * i)]) = lim_wide_820;
}
