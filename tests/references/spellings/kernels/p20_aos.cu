// Pair 20 (expected what-if: coalesced). A particle step over an array of structs: each
// thread moves one particle by its velocity, reading and writing three floats of a 32-byte
// struct, so a warp's request for `p[i].x` spans 1 KiB for 128 useful bytes (advanceAoS). The
// fix, advanceSoA, keeps each field in an array of its own (structure of arrays): each
// request is one 128-byte run.
#include <cuda_runtime.h>

struct Particle {
  float x, y, z, vx, vy, vz, mass, charge;
};

__global__ void advanceAoS(Particle *__restrict__ p, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  p[i].x += p[i].vx * dt;
  p[i].y += p[i].vy * dt;
  p[i].z += p[i].vz * dt;
}

// The same step through a reference to the lane's particle, as particle codes often write it.
__global__ void advanceAoSRef(Particle *__restrict__ p, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &q = p[i];
  q.x += q.vx * dt;
  q.y += q.vy * dt;
  q.z += q.vz * dt;
}

__global__ void advanceSoA(float *__restrict__ x, float *__restrict__ y, float *__restrict__ z,
                           const float *__restrict__ vx, const float *__restrict__ vy,
                           const float *__restrict__ vz, float dt, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  x[i] += vx[i] * dt;
  y[i] += vy[i] * dt;
  z[i] += vz[i] * dt;
}
