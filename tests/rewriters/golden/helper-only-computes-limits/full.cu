// status: ok
__global__ void tally__full(float *out, const float *in, const Particle *parts, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = clampTo(i + 1, 0, n - 1);
  out[i] = clampTo(in[j], 0.0f, 1.0f) + energy(parts[i], in[i]);
  int bin = 0;
  classify(in[i], bin);
  atomicAdd(&counts[bin], 1);
  if (inside(in[i], in[j]))
    atomicAdd(&counts[2], 1);
}
