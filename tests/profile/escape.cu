// A program for `limiter profile`: an escape-time loop whose trip count depends on its data (a
// Mandelbrot-like map over a window the program chooses), with a __constant__ palette. The
// program's window lies outside the set, where every point escapes within a few iterations; a
// random fill over the plane (tests/profile/escape.toml) puts a point that never escapes in
// almost every warp, so that the same kernel there is all arithmetic.
#include <cstdio>
#include <cstdlib>
#include <vector>

__constant__ float palette[16];

__global__ void escapeTime(const float2 *points, float *shade, int maxIterations, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float2 c = points[i];
  float zx = 0.0f, zy = 0.0f;
  int k = 0;
  while (k < maxIterations && zx * zx + zy * zy < 4.0f) {
    float t = zx * zx - zy * zy + c.x;
    zy = 2.0f * zx * zy + c.y;
    zx = t;
    ++k;
  }
  shade[i] = palette[k & 15] * static_cast<float>(k);
}

int main(int argc, char **argv) {
  int side = argc > 1 ? std::atoi(argv[1]) : 2048;
  int maxIterations = argc > 2 ? std::atoi(argv[2]) : 256;
  int n = side * side;
  std::vector<float2> points(n);
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) // a window outside the set: short loops
      points[y * side + x] = {0.5f + 0.2f * x / side, 0.5f + 0.2f * y / side};
  float host[16];
  for (int i = 0; i < 16; ++i)
    host[i] = 1.0f / (1 + i);
  cudaMemcpyToSymbol(palette, host, sizeof host);
  float2 *d_points = nullptr;
  float *d_shade = nullptr;
  cudaMalloc(&d_points, n * sizeof(float2));
  cudaMalloc(&d_shade, n * sizeof(float));
  cudaMemcpy(d_points, points.data(), n * sizeof(float2), cudaMemcpyHostToDevice);
  escapeTime<<<(n + 255) / 256, 256>>>(d_points, d_shade, maxIterations, n);
  std::vector<float> shade(n);
  cudaMemcpy(shade.data(), d_shade, n * sizeof(float), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += shade[i];
  std::printf("checksum %.6f\n", sum);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
