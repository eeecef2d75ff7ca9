// status: ok
__global__ void neighbours__mem(const float *in, float *out) {
  __shared__ float s[256];
  const int t = threadIdx.x;
  const int lane = threadIdx.x & 31;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  float x = s[t];
  if (t % 2 == 1)
    (void)0;
  else
    (void)0;
  for (int d = 1; d < 32; d *= 2)
    if (lane >= d)
      (void)0;
  if (lane < 16)
    (void)0;
  else
    (void)0;
  out[blockIdx.x * 256 + t] = x;
 lim::keep_shared(&s); }
