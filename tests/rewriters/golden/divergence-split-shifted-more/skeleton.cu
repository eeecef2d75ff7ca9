// status: ok
__device__ float before__skeleton(int lim_flag, const float *v, int j) { return lim::opaque_at<decltype(v[j - 1])>(lim_flag, 708u, (j - 1)); }
__global__ void shiftedArms__skeleton(const float *in, float *out, int n, int lim_flag) {
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const float *p = &in[i];
  float x = 0.0f;
  if (t % 2 == 1)
    x = lim::opaque_at<decltype(p[-1])>(lim_flag, 932u, (-1));
  else
    x = lim::opaque_at<decltype(p[0])>(lim_flag, 954u, (0));
  int j = i;
  j -= 1;
  if (t % 2 == 1)
    x += lim::opaque_at<decltype(in[j])>(lim_flag, 1010u, (j));
  else
    x += 1.0f;
  if (t % 2 == 1)
    x += before__skeleton(lim_flag, in, i);
  else
    x -= 1.0f;
  struct Place {
    int at;
  } place;
  place.at = i - 1;
  if (t % 2 == 1)
    x += lim::opaque_at<decltype(in[place.at])>(lim_flag, 1190u, (place.at));
  else
    x += 2.0f;
  if (t % 2 == 0)
    lim::guarded_store(&(out[2 * i + 1]), lim::stored<decltype(out[2 * i + 1])>(lim_flag), lim_flag);
  else
    lim::guarded_store(&(out[2 * i]), lim::stored<decltype(out[2 * i])>(lim_flag), lim_flag);
}
