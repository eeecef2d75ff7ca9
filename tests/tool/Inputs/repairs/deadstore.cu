// A position reset, then moved by a random angle: full's compiler keeps the reset's store,
// which the move overwrites, because the cosine's slow path lies between them.
__global__ void scatter(float *__restrict__ x, const float *__restrict__ origin,
                        int *__restrict__ seed, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[i] = origin[i];
    seed[i] = seed[i] * 1103515245 + 12345;
    float angle = (seed[i] & 0xffff) * 97.0f;
    x[i] += 3.0f * cosf(angle);
  }
}
