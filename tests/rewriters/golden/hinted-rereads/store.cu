// status: ok
__device__ float weigh__store(int lim_flag, const float *p, int k) { return lim::opaque_at<decltype(p[k])>(lim_flag, 753u, (k)) * 0.5f; }
__global__ void rereads__store(const float *__restrict__ temp, float *__restrict__ acc,
                        const float *__restrict__ w, const float *__restrict__ v, float *out,
                        int n, int levels, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float beta = 1.0f / temp[i];
  float z = 0.0f;
  for (int k = 0; k < levels; ++k)
    z += expf(-beta * (float)k) * w[k];
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  acc[i] = lim::stored<decltype(acc[i])>(lim_flag);
  int j = i;
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  j += 1;
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
  if (z > 1.0f)
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
  else
    out[i] = lim::stored<decltype(out[i])>(lim_flag);
  out[i] = lim::stored<decltype(out[i])>(lim_flag);
}
