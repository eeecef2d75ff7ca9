// status: ok
__global__ void bounded__skeleton(float *out, int n, float scale, int lim_flag) {
  const float lim = n * 0.1 * 10.0;
  for (int j = threadIdx.x; j < lim; j += blockDim.x)
    lim::guarded_store(&(out[j]), lim::stored<decltype(out[j])>(lim_flag), lim_flag);
}
