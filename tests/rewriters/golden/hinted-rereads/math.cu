// status: ok
__device__ float weigh__math(int lim_flag, const float *p, int k) { return lim::opaque_at<decltype(p[k])>(lim_flag, 753u, (k)) * 0.5f; }
__global__ void rereads__math(const float *__restrict__ temp, float *__restrict__ acc,
                        const float *__restrict__ w, const float *__restrict__ v, float *out,
                        int n, int levels, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float beta = 1.0f / temp[i];
  float z = 0.0f;
  for (int k = 0; k < levels; ++k)
    z += expf(-beta * (float)k) * w[k];
  lim::guarded_store(&(out[i]), z * lim::opaque_at<decltype(temp[i])>(lim_flag, 819u, (i)) + lim::opaque_at<decltype(temp[i])>(lim_flag, 819u, (i)), lim_flag);
  lim::guarded_store(&(acc[i]), lim::opaque_at<decltype(acc[i])>(lim_flag, 845u, (i)) + z * lim::opaque_at<decltype(acc[i])>(lim_flag, 845u, (i)), lim_flag);
  int j = i;
  lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 1281u, &(out[i])) + (lim::opaque_at<decltype(w[j])>(lim_flag, 900u, (j))), lim_flag);
  j += 1;
  lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 1309u, &(out[i])) + (lim::opaque_at<decltype(w[j])>(lim_flag, 900u, (j))), lim_flag);
  if (z > 1.0f)
    lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 1345u, &(out[i])) + (lim::opaque_at<decltype(temp[i + 1])>(lim_flag, 819u, (i + 1))), lim_flag);
  else
    lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 1379u, &(out[i])) - (lim::opaque_at<decltype(temp[i + 1])>(lim_flag, 819u, (i + 1))), lim_flag);
  lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 1404u, &(out[i])) + (lim::opaque_at<decltype(v[i])>(lim_flag, 929u, (i)) * weigh__math(lim_flag, v, i) + lim::opaque_at<decltype(v[i])>(lim_flag, 929u, (i))), lim_flag);
}
