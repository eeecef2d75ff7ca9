// status: ok
__global__ void quadsThroughLdg__skeleton(const float *__restrict__ x, const float *__restrict__ y,
                                const float *__restrict__ w, float *__restrict__ out, int n, int lim_flag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int base = 4 * i;
  float s = lim::opaque<decltype(__ldg(&x[base]))>(lim_flag, 760u, &x[base]) + lim::opaque<decltype(__ldg(&x[base + 1]))>(lim_flag, 778u, &x[base + 1]) + lim::opaque<decltype(__ldg(&x[base + 2]))>(lim_flag, 800u, &x[base + 2]) + lim::opaque<decltype(__ldg(&x[base + 3]))>(lim_flag, 822u, &x[base + 3]);
#pragma unroll
  for (int k = 0; k < 4; ++k)
    s += lim::opaque<decltype(__ldg(&w[base + k]))>(lim_flag, 897u, &w[base + k]) * 0.5f;
  s += lim::opaque<decltype(__ldg(&y[base]))>(lim_flag, 932u, &y[base]) + lim::opaque_at<decltype(y[base + 1])>(lim_flag, 543u, (base + 1)) + lim::opaque<decltype(__ldg(&y[base + 2]))>(lim_flag, 964u, &y[base + 2]) + lim::opaque_at<decltype(y[base + 3])>(lim_flag, 543u, (base + 3));
  lim::guarded_store(&(out[i]), lim::stored<decltype(out[i])>(lim_flag), lim_flag);
}
