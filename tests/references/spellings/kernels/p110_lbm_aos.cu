// p110: D2Q9 lattice Boltzmann pull-stream + BGK collide step.
// SLOW (lbmStepAoS): distributions stored array-of-structs, f[node*9 + q]; for a fixed q,
//   consecutive lanes (consecutive x) touch addresses 9 floats (36 B) apart -> uncoalesced
//   loads and stores (each warp access spans 9x the sectors it needs).
// FIX (lbmStepSoA): struct-of-arrays layout, f[q*N + node]; for a fixed q consecutive lanes
//   touch consecutive floats -> fully coalesced.  Expected what-if: coalesced.
#include <cuda_runtime.h>

#define Q 9
#define IDX(x, y)          ((y) * nx + (x))
#define F_AOS(node, q)     ((size_t)(node) * Q + (q))
#define F_SOA(node, q)     ((size_t)(q) * (size_t)nx * ny + (node))

__constant__ int   c_cx[Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
__constant__ int   c_cy[Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
__constant__ float c_w[Q]  = {4.f / 9.f, 1.f / 9.f, 1.f / 9.f, 1.f / 9.f, 1.f / 9.f,
                              1.f / 36.f, 1.f / 36.f, 1.f / 36.f, 1.f / 36.f};

__device__ __forceinline__ float bgkEquilibrium(int q, float rho, float ux, float uy, float usq)
{
    float cu = 3.0f * (c_cx[q] * ux + c_cy[q] * uy);
    return c_w[q] * rho * (1.0f + cu + 0.5f * cu * cu - usq);
}

__global__ void lbmStepAoS(const float* __restrict__ fin, float* __restrict__ fout,
                           int nx, int ny, float omega)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= nx || y >= ny) return;

    float f[Q];
    float rho = 0.f, ux = 0.f, uy = 0.f;
#pragma unroll
    for (int q = 0; q < Q; ++q) {
        int xs = (x - c_cx[q] + nx) % nx;   // periodic pull
        int ys = (y - c_cy[q] + ny) % ny;
        f[q] = fin[F_AOS(IDX(xs, ys), q)];
        rho += f[q];
        ux  += c_cx[q] * f[q];
        uy  += c_cy[q] * f[q];
    }
    float inv = 1.0f / rho;
    ux *= inv; uy *= inv;
    float usq = 1.5f * (ux * ux + uy * uy);
#pragma unroll
    for (int q = 0; q < Q; ++q)
        fout[F_AOS(IDX(x, y), q)] = f[q] - omega * (f[q] - bgkEquilibrium(q, rho, ux, uy, usq));
}

__global__ void lbmStepSoA(const float* __restrict__ fin, float* __restrict__ fout,
                           int nx, int ny, float omega)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= nx || y >= ny) return;

    float f[Q];
    float rho = 0.f, ux = 0.f, uy = 0.f;
#pragma unroll
    for (int q = 0; q < Q; ++q) {
        int xs = (x - c_cx[q] + nx) % nx;
        int ys = (y - c_cy[q] + ny) % ny;
        f[q] = fin[F_SOA(IDX(xs, ys), q)];
        rho += f[q];
        ux  += c_cx[q] * f[q];
        uy  += c_cy[q] * f[q];
    }
    float inv = 1.0f / rho;
    ux *= inv; uy *= inv;
    float usq = 1.5f * (ux * ux + uy * uy);
#pragma unroll
    for (int q = 0; q < Q; ++q)
        fout[F_SOA(IDX(x, y), q)] = f[q] - omega * (f[q] - bgkEquilibrium(q, rho, ux, uy, usq));
}
