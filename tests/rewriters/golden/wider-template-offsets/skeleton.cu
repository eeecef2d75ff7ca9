// status: ok
template <int R, int B>
__global__ void swapChannels__skeleton(const unsigned char *__restrict__ in,
                             const unsigned char *__restrict__ pair, unsigned char *__restrict__ out, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned char r = lim::opaque_at<decltype(in[4 * i + R])>(lim_flag, 489u, (4 * i + R)), g = lim::opaque_at<decltype(in[4 * i + 1])>(lim_flag, 489u, (4 * i + 1)), b = lim::opaque_at<decltype(in[4 * i + B])>(lim_flag, 489u, (4 * i + B)), a = lim::opaque_at<decltype(in[4 * i + 3])>(lim_flag, 489u, (4 * i + 3));
  const unsigned char s = lim::opaque_at<decltype(pair[R + 2 * i])>(lim_flag, 556u, (R + 2 * i)), t = lim::opaque_at<decltype(pair[R + 1 + 2 * i])>(lim_flag, 556u, (R + 1 + 2 * i));
  lim::guarded_store(&(out[4 * i]), lim::stored<decltype(out[4 * i])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 1]), lim::stored<decltype(out[4 * i + 1])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 2]), lim::stored<decltype(out[4 * i + 2])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[4 * i + 3]), lim::stored<decltype(out[4 * i + 3])>(lim_flag), lim_flag);
}
