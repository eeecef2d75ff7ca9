// p69: procedural texture - fractal Brownian motion (8 octaves of 2D Perlin gradient
// noise, integer-hashed gradients) written into a float image, 2D blocks.
// Shader-port style code: the quintic fade, the octave amplitude/frequency updates and
// the final remap are written with unsuffixed literals (6.0, 15.0, 0.5, 2.0, ...).
//
// Slow  (fbmTextureDoubleLits): every `float * 6.0`, `amp *= 0.5`, `v * 0.5 + 0.5` is
//        promoted to double: F2F conversions plus fp64 multiply/add per lattice fade.
// Fix   (fbmTextureFloatLits): the same code with `f`-suffixed literals, so everything
//        stays in fp32.  Same launch; results differ only by float-vs-double rounding of
//        intermediates (the octave weights 0.5^k and frequencies 2^k are exact either way).
#include <cstdint>

#define NOISE_FN __device__ __forceinline__

namespace tex {

NOISE_FN uint32_t hashLattice(int ix, int iy, uint32_t seed) {
  uint32_t h = static_cast<uint32_t>(ix) * 0x8da6b343u ^ static_cast<uint32_t>(iy) * 0xd8163841u ^ seed;
  h ^= h >> 13;
  h *= 0x5bd1e995u;
  h ^= h >> 15;
  return h;
}

// dot(gradient(h), (dx, dy)) with 8 gradient directions
NOISE_FN float gradDot(uint32_t h, float dx, float dy) {
  const uint32_t g = h & 7u;
  const float u = (g < 4u) ? dx : dy;
  const float v = (g < 4u) ? dy : dx;
  return ((g & 1u) ? -u : u) + ((g & 2u) ? -2.0f * v : 2.0f * v);
}

namespace dbl {  // as ported from the GLSL original

NOISE_FN float fade(float t) { return t * t * t * (t * (t * 6.0 - 15.0) + 10.0); }
NOISE_FN float lerp(float a, float b, float t) { return a + t * (b - a); }

NOISE_FN float perlin(float x, float y, uint32_t seed) {
  const float fx = floorf(x), fy = floorf(y);
  const int ix = static_cast<int>(fx), iy = static_cast<int>(fy);
  const float dx = x - fx, dy = y - fy;
  const float n00 = gradDot(hashLattice(ix, iy, seed), dx, dy);
  const float n10 = gradDot(hashLattice(ix + 1, iy, seed), dx - 1.0, dy);
  const float n01 = gradDot(hashLattice(ix, iy + 1, seed), dx, dy - 1.0);
  const float n11 = gradDot(hashLattice(ix + 1, iy + 1, seed), dx - 1.0, dy - 1.0);
  const float u = fade(dx), v = fade(dy);
  return lerp(lerp(n00, n10, u), lerp(n01, n11, u), v);
}

template <int OCTAVES>
NOISE_FN float fbm(float x, float y, uint32_t seed) {
  float sum = 0.0f, amp = 0.5, freq = 1.0;
#pragma unroll
  for (int o = 0; o < OCTAVES; ++o) {
    sum += amp * perlin(x * freq, y * freq, seed + o);
    amp *= 0.5;
    freq *= 2.0;
  }
  return sum * 0.5 + 0.5;
}

}  // namespace dbl

namespace flt {  // the same, fp32 literals

NOISE_FN float fade(float t) { return t * t * t * (t * (t * 6.0f - 15.0f) + 10.0f); }
NOISE_FN float lerp(float a, float b, float t) { return a + t * (b - a); }

NOISE_FN float perlin(float x, float y, uint32_t seed) {
  const float fx = floorf(x), fy = floorf(y);
  const int ix = static_cast<int>(fx), iy = static_cast<int>(fy);
  const float dx = x - fx, dy = y - fy;
  const float n00 = gradDot(hashLattice(ix, iy, seed), dx, dy);
  const float n10 = gradDot(hashLattice(ix + 1, iy, seed), dx - 1.0f, dy);
  const float n01 = gradDot(hashLattice(ix, iy + 1, seed), dx, dy - 1.0f);
  const float n11 = gradDot(hashLattice(ix + 1, iy + 1, seed), dx - 1.0f, dy - 1.0f);
  const float u = fade(dx), v = fade(dy);
  return lerp(lerp(n00, n10, u), lerp(n01, n11, u), v);
}

template <int OCTAVES>
NOISE_FN float fbm(float x, float y, uint32_t seed) {
  float sum = 0.0f, amp = 0.5f, freq = 1.0f;
#pragma unroll
  for (int o = 0; o < OCTAVES; ++o) {
    sum += amp * perlin(x * freq, y * freq, seed + o);
    amp *= 0.5f;
    freq *= 2.0f;
  }
  return sum * 0.5f + 0.5f;
}

}  // namespace flt
}  // namespace tex

constexpr int kOctaves = 8;

// SLOW: double-promoting literals.
__global__ void __launch_bounds__(256)
fbmTextureDoubleLits(float* __restrict__ img, int width, int height, float scale, unsigned seed) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  img[static_cast<size_t>(y) * width + x] = tex::dbl::fbm<kOctaves>(x * scale, y * scale, seed);
}

// FIX: fp32 literals.
__global__ void __launch_bounds__(256)
fbmTextureFloatLits(float* __restrict__ img, int width, int height, float scale, unsigned seed) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  img[static_cast<size_t>(y) * width + x] = tex::flt::fbm<kOctaves>(x * scale, y * scale, seed);
}
