// status: ok
__device__ float weigh__math(int lim_flag, const float *p, int k) { return lim::opaque_at<decltype(p[k])>(lim_flag, 705u, (k)) * 0.5f; }
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
  lim::guarded_store(&(out[i]), z * lim::opaque_at<decltype(temp[i])>(lim_flag, 771u, (i)) + lim::opaque_at<decltype(temp[i])>(lim_flag, 771u, (i)), lim_flag);
  lim::guarded_store(&(acc[i]), lim::opaque_at<decltype(acc[i])>(lim_flag, 797u, (i)) + z * lim::opaque_at<decltype(acc[i])>(lim_flag, 797u, (i)), lim_flag);
  int j = i;
  lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 1233u, &(out[i])) + (lim::opaque_at<decltype(w[j])>(lim_flag, 852u, (j))), lim_flag);
  j += 1;
  lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 1261u, &(out[i])) + (lim::opaque_at<decltype(w[j])>(lim_flag, 852u, (j))), lim_flag);
  if (z > 1.0f)
    lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 1297u, &(out[i])) + (lim::opaque_at<decltype(temp[i + 1])>(lim_flag, 771u, (i + 1))), lim_flag);
  else
    lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 1331u, &(out[i])) - (lim::opaque_at<decltype(temp[i + 1])>(lim_flag, 771u, (i + 1))), lim_flag);
  lim::guarded_store(&(out[i]), lim::opaque<decltype(out[i])>(lim_flag, 1356u, &(out[i])) + (lim::opaque_at<decltype(v[i])>(lim_flag, 881u, (i)) * weigh__math(lim_flag, v, i) + lim::opaque_at<decltype(v[i])>(lim_flag, 881u, (i))), lim_flag);
}
