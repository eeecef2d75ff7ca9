// status: ok
template <class T> __global__ void mix__store(const T *__restrict__ in, T *__restrict__ out, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const T a = lim::opaque_at<decltype(in[4 * i])>(lim_flag, 472u, (4 * i)), b = lim::opaque_at<decltype(in[4 * i + 1])>(lim_flag, 472u, (4 * i + 1)), c = lim::opaque_at<decltype(in[4 * i + 2])>(lim_flag, 472u, (4 * i + 2)), d = lim::opaque_at<decltype(in[4 * i + 3])>(lim_flag, 472u, (4 * i + 3));
  out[(sizeof(T) / 4 + 2) * i] = lim::stored<decltype(out[(sizeof(T) / 4 + 2) * i])>(lim_flag);
  out[(sizeof(T) / 4 + 2) * i + 1] = lim::stored<decltype(out[(sizeof(T) / 4 + 2) * i + 1])>(lim_flag);
  out[(sizeof(T) / 4 + 2) * i + 2] = lim::stored<decltype(out[(sizeof(T) / 4 + 2) * i + 2])>(lim_flag);
  out[(sizeof(T) / 4 + 2) * i + 3] = lim::stored<decltype(out[(sizeof(T) / 4 + 2) * i + 3])>(lim_flag);
}
