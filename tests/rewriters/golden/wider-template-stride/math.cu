// status: ok
template <int S> __global__ void strided__math(const float *__restrict__ in, float *__restrict__ out, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float a = lim::opaque_at<decltype(in[S * i])>(lim_flag, 335u, (S * i)), b = lim::opaque_at<decltype(in[S * i + 1])>(lim_flag, 335u, (S * i + 1)), c = lim::opaque_at<decltype(in[S * i + 2])>(lim_flag, 335u, (S * i + 2)), d = lim::opaque_at<decltype(in[S * i + 3])>(lim_flag, 335u, (S * i + 3));
  lim::guarded_store(&(out[i]), a * b + c * d, lim_flag);
}
