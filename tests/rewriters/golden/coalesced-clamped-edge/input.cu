// A halo read clamped to the image's edge (`in[min(max(y, 0), h - 1) * w + min(max(x - 1, 0),
// w - 1)]`, x from threadIdx.x): each lane reads its own element or the edge's, so the warp's
// elements lie one apart or meet at one, and the read is coalesced already: kept as written.
// Before, the clamp kept the stride unknown and the read was re-indexed, noise that read fewer
// of full's rows where a block's rows are 16 lanes wide. The transposed store is re-indexed.
__global__ void blurEdgeT(const float *in, float *out, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  const float left = in[min(max(y, 0), h - 1) * w + min(max(x - 1, 0), w - 1)];
  const float right = in[y * w + min(x + 1, w - 1)];
  out[x * h + y] = 0.5f * (left + right);
}
