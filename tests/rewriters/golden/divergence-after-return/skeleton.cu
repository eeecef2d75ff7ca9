// status: ok
__global__ void afterReturn__skeleton(float *out, int n, int lim_flag) {
  const unsigned t = threadIdx.x;
  if (t >= n)
    return;
  if (t % 2 == 0)
    lim::guarded_store(&(out[t]), lim::stored<decltype(out[t])>(lim_flag), lim_flag);
}
