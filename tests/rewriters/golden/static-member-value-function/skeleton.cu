// status: ok
template <class T>
__global__ void quantize__skeleton(const float *in, T *out, float *scaled, int n, int lim_flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = lim::opaque_at<decltype(in[i])>(lim_flag, 831u, (i)) * 0.5f;
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(scaled[i]), lim::stored<decltype(scaled[i])>(lim_flag), lim_flag);
}
