// status: ok
__device__ int value__math(int lim_flag) const { return d; }
__global__ void quotients__math(const int *in, int *out, float *scaled, Divisor div, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lim::guarded_store(&(out[i]), lim::opaque_at<decltype(in[i])>(lim_flag, 724u, (i)) / static_cast<int>(div) + lim::opaque_at<decltype(in[i])>(lim_flag, 756u, (i)) % div.value__math(lim_flag), lim_flag);
  lim::guarded_store(&(scaled[i]), lim::opaque_at<decltype(in[i])>(lim_flag, 791u, (i)) * static_cast<float>(div) + static_cast<unsigned>(div), lim_flag);
}
