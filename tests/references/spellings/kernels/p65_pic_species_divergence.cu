// p65: two-species 1D particle pusher (PIC-style), species interleaved in memory:
// particle i is an electron when i is even and an ion when i is odd.
//
// Slow  (pushSpeciesInterleaved): thread i pushes particle i, so the species switch
//        inside the warp alternates lane by lane -> every warp runs BOTH sub-cycled
//        pushers one after the other (odd/even lane divergence).
// Fix   (pushSpeciesWarpUniform): same launch, same data, same per-particle math; only
//        the thread -> particle map changes: in each pair of warps, warp 2k takes the 32
//        even (electron) particles and warp 2k+1 the 32 odd (ion) particles of a
//        64-particle chunk, so the species is uniform over a warp and each warp runs one
//        pusher.  Every particle is still pushed exactly once, by identical arithmetic,
//        so results are bit-identical.  (Needs blockDim.x % 64 == 0.)
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

namespace pic {

enum Species : int { kElectron = 0, kIon = 1 };

struct PushParams {
  float dt;        // time step
  float qmElec;    // charge / mass of electrons (normalised)
  float qmIon;     // charge / mass of ions
  float e0;        // field amplitude
  float kTrap;     // ion trap stiffness
  float damp;      // ion collisional damping per step
};

__device__ __forceinline__ Species speciesOf(int particle) {
  return static_cast<Species>(particle & 1);
}

// Relativistic electron in an anharmonic (cubic) field: u is gamma*v.
template <int SUBSTEPS>
__device__ __forceinline__ void pushElectron(float& x, float& u, const PushParams& p) {
#pragma unroll 4
  for (int s = 0; s < SUBSTEPS; ++s) {
    const float e = p.e0 * x * (1.0f - 0.1666667f * x * x);
    u = fmaf(p.qmElec * p.dt, e, u);
    const float invGamma = rsqrtf(fmaf(u, u, 1.0f));
    x = fmaf(u * invGamma, p.dt, x);
  }
}

// Non-relativistic ion in a quartic trap with damping (Stormer-Verlet like).
template <int SUBSTEPS>
__device__ __forceinline__ void pushIon(float& x, float& v, const PushParams& p) {
#pragma unroll 4
  for (int s = 0; s < SUBSTEPS; ++s) {
    const float a = p.qmIon * (p.e0 * x - p.kTrap * x * x * x);
    v = fmaf(v, p.damp, a * p.dt);
    x = fmaf(v, p.dt, x);
    v = fmaf(-p.kTrap * p.dt, x, v);
  }
}

template <int SUBSTEPS>
__device__ __forceinline__ void pushOne(int i, float* __restrict__ pos, float* __restrict__ mom,
                                        const PushParams& p) {
  float x = pos[i];
  float u = mom[i];
  switch (speciesOf(i)) {
    case kElectron: pushElectron<SUBSTEPS>(x, u, p); break;
    case kIon:      pushIon<SUBSTEPS>(x, u, p);      break;
  }
  pos[i] = x;
  mom[i] = u;
}

}  // namespace pic

constexpr int kSubsteps = 256;

// SLOW: lane parity == particle parity == species -> divergent switch in every warp.
__global__ void __launch_bounds__(256)
pushSpeciesInterleaved(float* __restrict__ pos, float* __restrict__ mom, int n, pic::PushParams p) {
  cg::thread_block block = cg::this_thread_block();
  const int i = blockIdx.x * blockDim.x + block.thread_rank();
  if (i < n) pic::pushOne<kSubsteps>(i, pos, mom, p);
}

// FIX: warp 2k -> even particles of chunk k, warp 2k+1 -> odd particles of chunk k.
__global__ void __launch_bounds__(256)
pushSpeciesWarpUniform(float* __restrict__ pos, float* __restrict__ mom, int n, pic::PushParams p) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const int w = warp.meta_group_rank();
  const int lane = warp.thread_rank();
  const int i = blockIdx.x * blockDim.x + (w >> 1) * 64 + 2 * lane + (w & 1);
  if (i < n) pic::pushOne<kSubsteps>(i, pos, mom, p);
}
