// Held-out-style probe p40 (2026-12-02): category 4, a barrier-heavy kernel vs warp-level
// barriers (nobarrier). A softmax over ragged rows (sequences of different lengths, as
// attention over a padded batch writes it): a warp per row, the warps walking the rows
// grid-stride, each row's max and then its sum reduced by a tree in the warp's own row of a
// shared scratch, `red[warp][lane]`, with a __syncthreads after every step, though no warp
// reads another's row. Every barrier makes the block's eight warps wait for the longest of
// their eight rows.
// Fix: the same trees under __syncwarp(), each warp going on at its own row's pace.
// (rows a multiple of 8: a block's eight warps then take as many rows, whatever the grid.)
#include <cfloat>

#define RS_WARPS 8
#define RS_MAXLEN 256

__global__ void raggedSoftmaxBlockSync(const float *__restrict__ logits,
                                       const int *__restrict__ seqLen,
                                       float *__restrict__ probs, int rows) {
  __shared__ float red[RS_WARPS][32];
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  for (int row = blockIdx.x * RS_WARPS + warp; row < rows; row += gridDim.x * RS_WARPS) {
    const float *x = logits + (size_t)row * RS_MAXLEN;
    float *y = probs + (size_t)row * RS_MAXLEN;
    const int len = seqLen[row];
    float m = -FLT_MAX;
    for (int k = lane; k < len; k += 32) m = fmaxf(m, x[k]);
    red[warp][lane] = m;
    __syncthreads();
    for (int off = 16; off > 0; off >>= 1) {
      if (lane < off) red[warp][lane] = fmaxf(red[warp][lane], red[warp][lane + off]);
      __syncthreads();
    }
    m = red[warp][0];
    __syncthreads();
    float s = 0.0f;
    for (int k = lane; k < len; k += 32) s += __expf(x[k] - m);
    red[warp][lane] = s;
    __syncthreads();
    for (int off = 16; off > 0; off >>= 1) {
      if (lane < off) red[warp][lane] += red[warp][lane + off];
      __syncthreads();
    }
    const float inv = 1.0f / red[warp][0];
    for (int k = lane; k < len; k += 32) y[k] = __expf(x[k] - m) * inv;
    __syncthreads();
  }
}

__global__ void raggedSoftmaxWarpSync(const float *__restrict__ logits,
                                      const int *__restrict__ seqLen,
                                      float *__restrict__ probs, int rows) {
  __shared__ float red[RS_WARPS][32];
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  for (int row = blockIdx.x * RS_WARPS + warp; row < rows; row += gridDim.x * RS_WARPS) {
    const float *x = logits + (size_t)row * RS_MAXLEN;
    float *y = probs + (size_t)row * RS_MAXLEN;
    const int len = seqLen[row];
    float m = -FLT_MAX;
    for (int k = lane; k < len; k += 32) m = fmaxf(m, x[k]);
    red[warp][lane] = m;
    __syncwarp();
    for (int off = 16; off > 0; off >>= 1) {
      if (lane < off) red[warp][lane] = fmaxf(red[warp][lane], red[warp][lane + off]);
      __syncwarp();
    }
    m = red[warp][0];
    __syncwarp();
    float s = 0.0f;
    for (int k = lane; k < len; k += 32) s += __expf(x[k] - m);
    red[warp][lane] = s;
    __syncwarp();
    for (int off = 16; off > 0; off >>= 1) {
      if (lane < off) red[warp][lane] += red[warp][lane + off];
      __syncwarp();
    }
    const float inv = 1.0f / red[warp][0];
    for (int k = lane; k < len; k += 32) y[k] = __expf(x[k] - m) * inv;
    __syncwarp();
  }
}
