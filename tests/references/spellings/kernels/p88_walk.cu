// Random-walk scoring on a functional graph (each node has one successor):
// every walker follows `hops` successor links and sums the node weights it passes.
#include <cuda_runtime.h>

// Scratch sized for the largest block the code was ever launched with
// ("so that we never overflow it").
#define WALK_SCRATCH_MAX 12288

__global__ void walkScoreBigScratch(const int* __restrict__ succ,
                                    const float* __restrict__ weight,
                                    float* __restrict__ score,
                                    int numWalkers, int numNodes, int hops)
{
    __shared__ int s_cur[WALK_SCRATCH_MAX];

    const int t = threadIdx.x;
    const int w = blockIdx.x * blockDim.x + t;
    if (w >= numWalkers) return;

    s_cur[t] = (int)(((unsigned)w * 2654435761u) % (unsigned)numNodes);
    float acc = 0.0f;
    for (int h = 0; h < hops; ++h) {
        int nxt = succ[s_cur[t]];
        acc += weight[nxt];
        s_cur[t] = nxt;
    }
    score[w] = acc;
}

#define WALK_BLOCK 64

__global__ void walkScoreSmallScratch(const int* __restrict__ succ,
                                      const float* __restrict__ weight,
                                      float* __restrict__ score,
                                      int numWalkers, int numNodes, int hops)
{
    __shared__ int s_cur[WALK_BLOCK];

    const int t = threadIdx.x;
    const int w = blockIdx.x * blockDim.x + t;
    if (w >= numWalkers) return;

    s_cur[t] = (int)(((unsigned)w * 2654435761u) % (unsigned)numNodes);
    float acc = 0.0f;
    for (int h = 0; h < hops; ++h) {
        int nxt = succ[s_cur[t]];
        acc += weight[nxt];
        s_cur[t] = nxt;
    }
    score[w] = acc;
}
