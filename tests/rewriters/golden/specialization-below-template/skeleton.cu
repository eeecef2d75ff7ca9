// status: ok
template <int i> __device__ float taps__skeleton(int lim_flag, const float *p) {
  return lim::opaque_at<decltype(p[i])>(lim_flag, 377u, (i)) * 0.25f + taps__skeleton<i - 1>(lim_flag, p);
}
template <> __device__ float taps__skeleton<-1>(int lim_flag, const float *) { return 0.0f; }
__global__ void smooth__skeleton(const float *in, float *out, int n, int lim_flag) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t + 3 < n)
    lim::guarded_store(&(out[t]), lim::stored<decltype(out[t])>(lim_flag), lim_flag);
}
