// status: ok
__device__ float weigh__skeleton(int lim_flag, const float *p, int k) { return lim::opaque_at<decltype(p[k])>(lim_flag, 753u, (k)) * 0.5f; }
__global__ void rereads__skeleton(const float *__restrict__ temp, float *__restrict__ acc,
                        const float *__restrict__ w, const float *__restrict__ v, float *out,
                        int n, int levels, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float beta = 1.0f / temp[i];
  float z = 0.0f;
  for (int k = 0; k < levels; ++k)
    z += expf(-beta * (float)k) * w[k];
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(acc[i]), lim::stored<decltype(acc[i])>(lim_flag), lim_flag);
  int j = i;
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  j += 1;
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  if (z > 1.0f)
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  else
    lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
