// Second builds (the repairs file names the lines): in mem-only, the reset of x on line 16 is
// kept (volatile), the loop around line 19 is kept rolled, the loop around line 23 keeps the
// program's own pragma, and the store of a struct on line 24 is left as it is (a volatile
// struct cannot be assigned); in store-only, the reset on line 16 is kept.
__device__ float cosf(float);
__device__ float powf(float, float);

struct pair2 {
  float a, b;
};

__global__ void relax(float *__restrict__ x, const float *__restrict__ origin,
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
