// Moment estimates updated over several steps in place, over a grid-stride loop.
__global__ void moments(float *__restrict__ p, float *__restrict__ m, float *__restrict__ v,
                        const float *__restrict__ g, float b1, float b2, int steps,
                        size_t n) {
  const size_t first = blockIdx.x * blockDim.x + threadIdx.x;
  for (size_t j = first; j < n; j += gridDim.x * blockDim.x) {
    for (int t = 1; t <= steps; t++) {
      float grad = g[j] * 0.5f;
      m[j] = b1 * m[j] + (1.f - b1) * grad;
      v[j] = b2 * v[j] + (1.f - b2) * grad * grad;
      float mc = m[j] / (1.f - powf(b1, t));
      float vc = v[j] / (1.f - powf(b2, t));
      p[j] -= mc / (sqrtf(vc) + 1e-8f);
    }
  }
}
