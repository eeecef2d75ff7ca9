// A stand-in for the toolkit's curand_kernel.h, as far as the tests use it (the real header is
// used where the golden inputs are compiled with nvcc).
#pragma once

struct curandStateXORWOW {
  unsigned d, v[5];
};
typedef curandStateXORWOW curandState;

__device__ inline void curand_init(unsigned long long seed, unsigned long long subsequence,
                                   unsigned long long offset, curandState *state) {
  state->d = static_cast<unsigned>(seed ^ subsequence ^ offset);
  for (int k = 0; k < 5; ++k)
    state->v[k] = state->d * 1664525u + 1013904223u * k;
}
__device__ inline unsigned curand(curandState *state) {
  unsigned t = state->v[0] ^ (state->v[0] >> 2);
  state->v[0] = state->v[4] ^ t;
  return state->v[0] + (state->d += 362437u);
}
