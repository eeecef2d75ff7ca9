// Store-only and skeleton empty a loop that only computes what they do not keep: nvcc does not
// delete this one by itself (precise sinf's reduction of a large argument spills to local
// memory), and would otherwise time it as the floor. The escape loop's values decide its own
// trip count, a branch, so its body stays in every variant that keeps the control flow.

__global__ void dampedSines(const float *in, float *out, int n, int steps) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i], acc = 0.0f;
  for (int s = 0; s < steps; ++s) {
    acc += expf(-x * x) * sinf(x);
    x = x / (1.0f + acc * acc) + 0.5f;
  }
  float z = i * 1.0e-6f;
  int k = 0;
  while (z < 4.0f && k < 100) {
    z = z * z + 0.25f;
    ++k;
  }
  out[i] = acc + k;
}
