// Particle kinetic energy: array-of-structs (slow) vs struct-of-arrays passed by value (fix).
#include <cstdint>

struct Particle {
    float x, y, z;      // position
    float vx, vy, vz;   // velocity
    float q, m;         // charge, mass
};

// Slow: each lane reads 4 of the 8 floats of a 32-byte struct, lanes 32 bytes apart.
__global__ void kinetic_energy_aos(const Particle* __restrict__ parts,
                                   float* __restrict__ ke,
                                   const int64_t n)
{
    int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
    while (i < n) {
        const float vx = parts[i].vx;
        const float vy = parts[i].vy;
        const float vz = parts[i].vz;
        const float m  = parts[i].m;
        ke[i] = 0.5f * m * (vx * vx + vy * vy + vz * vz);
        i += stride;
    }
}

struct ParticlesSoA {
    const float* __restrict__ vx;
    const float* __restrict__ vy;
    const float* __restrict__ vz;
    const float* __restrict__ m;
};

// Fix: the same fields as separate arrays, lanes one float apart.
__global__ void kinetic_energy_soa(ParticlesSoA P,
                                   float* __restrict__ ke,
                                   const int64_t n)
{
    int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
    while (i < n) {
        const float vx = P.vx[i];
        const float vy = P.vy[i];
        const float vz = P.vz[i];
        const float m  = P.m[i];
        ke[i] = 0.5f * m * (vx * vx + vy * vy + vz * vz);
        i += stride;
    }
}
