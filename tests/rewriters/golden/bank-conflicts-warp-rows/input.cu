// The no-bank-conflicts what-if reads a warp's number and a lane's place in it from the thread
// index (`t >> 5`, `t / 32` the same in every lane of a warp; `t & 31`, `t % 32` one more in
// each lane; the grid's index too, its warps' first lanes multiples of 32 in blocks of whole
// warps): a warp's own row of a scratch array, a lane a word (`rows[warp][lane]`, a softmax's
// or a reduction's per-warp scratch), meets every bank once and keeps its layout; the same
// array read down its columns (`cols[lane][warp]`, 8 words a lane) is laid out. A lane's
// place no stride tells (`(t + 1) & 31`: the thread index plus one, whose warps' first lanes
// are no multiples of 32) is evaluated lane by lane: a rotation of the banks, it keeps its
// layout too.
#define WARPS 8

__global__ void warpRows(const float *in, float *out) {
  __shared__ float rows[WARPS][32];
  __shared__ float cols[32][WARPS];
  __shared__ float halves[WARPS][33];
  __shared__ float turned[WARPS][32];
  const int t = threadIdx.x;
  const int lane = t & 31, warp = t >> 5;
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  rows[warp][lane] = in[g];
  cols[lane][warp] = in[g] * 2.0f;
  halves[t / 32][t % 32] = in[g] + 1.0f;
  turned[warp][(t + 1) & 31] = in[g] - 1.0f;
  __syncthreads();
  out[g] = rows[warp][31 - lane] + cols[lane][warp] + halves[warp][g % 32] + turned[warp][lane];
}
