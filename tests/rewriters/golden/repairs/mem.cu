// status: ok
__global__ void relax__mem(float *__restrict__ x, const float *__restrict__ origin,
                      float *__restrict__ m, pair2 *__restrict__ out, int steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    lim::kept(x[i]) = origin[i];
    x[i] = lim::fold<decltype(x[i])>(x[i], cosf(origin[i]));
    _Pragma("unroll 1") for (int t = 1; t <= steps; t++)
      m[i] = lim::fold<decltype(m[i])>(m[i]);
    float s = 0.0f;
#pragma unroll 4
    for (int t = 0; t < steps; t++)
      s = lim::fold<decltype(s)>(s, m[i + t]);
    out[i] = pair2{s, x[i]};
  }
}
