// p68: Monte Carlo pricing of an arithmetic-average Asian call under geometric Brownian
// motion; one path per thread, counter-based (hash) RNG, Box-Muller normals.
//
// Slow  (asianCallPathsPrecise): the per-step math uses the precise libm-style calls
//        logf / sincosf / expf (full-range, ~1 ulp, multi-instruction sequences), in a
//        kernel that is purely arithmetic (one store per path).
// Fix   (asianCallPathsIntrinsic): same launch, same RNG stream, the three transcendental
//        calls become the SFU intrinsics __logf / __sincosf / __expf (what --use_fast_math
//        would pick).  Results agree up to the intrinsics' approximation error (a few ulp
//        relative on exp/log; sin/cos arguments are in [0, 2*pi) where __sincosf is
//        accurate to ~2^-21 absolute) - well below the Monte Carlo noise.
#include <cstdint>

namespace mc {

struct Market {
  float spot;       // S0
  float strike;     // K
  float rate;       // r
  float vol;        // sigma
  float maturity;   // T in years
};

// splitmix64-style finaliser on (path, counter): stateless and reproducible.
__device__ __forceinline__ uint32_t hash2(uint32_t path, uint32_t ctr) {
  uint64_t z = (static_cast<uint64_t>(path) << 32) ^ ctr;
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return static_cast<uint32_t>(z ^ (z >> 31));
}

// uniform in (0, 1]: never 0, so log() is finite
__device__ __forceinline__ float toUnit(uint32_t bits) {
  return (static_cast<float>(bits >> 8) + 1.0f) * 0x1.0p-24f;
}

struct PreciseMath {
  static __device__ __forceinline__ float log(float x) { return logf(x); }
  static __device__ __forceinline__ float exp(float x) { return expf(x); }
  static __device__ __forceinline__ void sincos(float x, float* s, float* c) { sincosf(x, s, c); }
};

struct IntrinsicMath {
  static __device__ __forceinline__ float log(float x) { return __logf(x); }
  static __device__ __forceinline__ float exp(float x) { return __expf(x); }
  static __device__ __forceinline__ void sincos(float x, float* s, float* c) { __sincosf(x, s, c); }
};

template <class M>
__device__ __forceinline__ float2 boxMuller(uint32_t path, uint32_t ctr) {
  const float u1 = toUnit(hash2(path, ctr));
  const float u2 = toUnit(hash2(path, ctr + 1u));
  const float r = sqrtf(-2.0f * M::log(u1));
  float s, c;
  M::sincos(6.28318530718f * u2, &s, &c);
  return make_float2(r * c, r * s);
}

// Discounted payoff of one path with `steps` (even) monitoring dates.
template <class M>
__device__ __forceinline__ float asianPayoff(const Market& mk, uint32_t path, int steps) {
  const float dt = mk.maturity / static_cast<float>(steps);
  const float drift = (mk.rate - 0.5f * mk.vol * mk.vol) * dt;
  const float diffusion = mk.vol * sqrtf(dt);
  float s = mk.spot;
  float sum = 0.0f;
  for (int i = 0; i < steps; i += 2) {
    const float2 z = boxMuller<M>(path, static_cast<uint32_t>(i));
    s *= M::exp(fmaf(diffusion, z.x, drift));
    sum += s;
    s *= M::exp(fmaf(diffusion, z.y, drift));
    sum += s;
  }
  const float avg = sum / static_cast<float>(steps);
  return M::exp(-mk.rate * mk.maturity) * fmaxf(avg - mk.strike, 0.0f);
}

}  // namespace mc

// SLOW: precise logf / sincosf / expf.
__global__ void __launch_bounds__(128)
asianCallPathsPrecise(mc::Market mk, float* __restrict__ payoff, int numPaths, int steps) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < numPaths) payoff[p] = mc::asianPayoff<mc::PreciseMath>(mk, static_cast<uint32_t>(p), steps);
}

// FIX: SFU intrinsics.
__global__ void __launch_bounds__(128)
asianCallPathsIntrinsic(mc::Market mk, float* __restrict__ payoff, int numPaths, int steps) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < numPaths) payoff[p] = mc::asianPayoff<mc::IntrinsicMath>(mk, static_cast<uint32_t>(p), steps);
}
