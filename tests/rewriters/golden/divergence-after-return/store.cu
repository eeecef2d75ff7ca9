// status: ok
__global__ void afterReturn__store(float *out, int n, int lim_flag) {
  const unsigned t = threadIdx.x;
  if (t >= n)
    return;
  if (t % 2 == 0)
    out[t] = lim::stored<decltype(out[t])>(lim_flag);
}
