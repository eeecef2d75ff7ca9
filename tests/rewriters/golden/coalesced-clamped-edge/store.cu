// status: ok
__global__ void blurEdgeT__store(const float *in, float *out, int w, int h, int lim_flag) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  const float left = lim::opaque_at<decltype(in[min(max(y, 0), h - 1) * w + min(max(x - 1, 0), w - 1)])>(lim_flag, 712u, (min(max(y, 0), h - 1) * w + min(max(x - 1, 0), w - 1)));
  const float right = lim::opaque_at<decltype(in[y * w + min(x + 1, w - 1)])>(lim_flag, 793u, (y * w + min(x + 1, w - 1)));
  out[x * h + y] = lim::stored<decltype(out[x * h + y])>(lim_flag);
}
