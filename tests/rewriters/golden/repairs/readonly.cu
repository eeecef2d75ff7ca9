// status: ok
__global__ void relax__readonly(float *__restrict__ x, const float *__restrict__ origin,
                      float *__restrict__ m, pair2 *__restrict__ out, int steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[i] = origin[i];
    x[i] += cosf(origin[i]);
    for (int t = 1; t <= steps; t++)
      m[i] = 0.9f * m[i] + powf(0.9f, t);
    float s = 0.0f;
#pragma unroll 4
    for (int t = 0; t < steps; t++)
      s += m[i + t];
    out[i] = pair2{s, x[i]};
  }
}
