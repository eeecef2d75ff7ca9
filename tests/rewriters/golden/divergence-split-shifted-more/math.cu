// status: ok
__device__ float before__math(int lim_flag, const float *v, int j) { return lim::opaque_at<decltype(v[j - 1])>(lim_flag, 651u, (j - 1)); }
__global__ void shiftedArms__math(const float *in, float *out, int n, int lim_flag) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const float *p = &in[i];
  float x = 0.0f;
  if (t % 2 == 1)
    x = lim::opaque_at<decltype(p[-1])>(lim_flag, 875u, (-1));
  else
    x = lim::opaque_at<decltype(p[0])>(lim_flag, 897u, (0));
  int j = i;
  j -= 1;
  if (t % 2 == 1)
    x += lim::opaque_at<decltype(in[j])>(lim_flag, 953u, (j));
  else
    x += 1.0f;
  if (t % 2 == 1)
    x += before__math(lim_flag, in, i);
  else
    x -= 1.0f;
  if (t % 2 == 0)
    lim::guarded_store(&(out[2 * i + 1]), x + lim::opaque_at<decltype(in[i + n])>(lim_flag, 1089u, (i + n)), lim_flag);
  else
    lim::guarded_store(&(out[2 * i]), x - lim::opaque_at<decltype(in[i + n])>(lim_flag, 1128u, (i + n)), lim_flag);
}
