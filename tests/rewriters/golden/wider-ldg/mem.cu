// status: ok
__global__ void quadsThroughLdg__mem(const float *__restrict__ x, const float *__restrict__ y,
                                const float *__restrict__ w, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int base = 4 * i;
  float s = lim::fold<decltype(__ldg(&x[base]) + __ldg(&x[base + 1]) + __ldg(&x[base + 2]) + __ldg(&x[base + 3]))>(__ldg(&x[base]), __ldg(&x[base + 1]), __ldg(&x[base + 2]), __ldg(&x[base + 3]));
#pragma unroll
  for (int k = 0; k < 4; ++k)
    s = lim::fold<decltype(s)>(s, __ldg(&w[base + k]));
  s = lim::fold<decltype(s)>(s, __ldg(&y[base]), y[base + 1], __ldg(&y[base + 2]), y[base + 3]);
  out[i] = s;
}
