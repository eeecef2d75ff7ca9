// status: ok
__global__ void blurEdgeT__full(const float *in, float *out, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  const float left = in[min(max(y, 0), h - 1) * w + min(max(x - 1, 0), w - 1)];
  const float right = in[y * w + min(x + 1, w - 1)];
  out[x * h + y] = 0.5f * (left + right);
}
