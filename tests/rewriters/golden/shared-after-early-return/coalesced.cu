// status: ok
__global__ void upperRows__coalesced(const float *in, float *out, int width) {
  if (blockIdx.y > blockIdx.x)
    return;
  __shared__ float tile[32][33];
  int x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = in[lim::coalesced_index_linear((blockIdx.y * 32 + y) * width + blockIdx.x * 32 + x, 1)];
  __syncthreads();
  if (x == y)
    return;
  out[lim::coalesced_index_linear((blockIdx.x * 32 + y) * width + blockIdx.y * 32 + x, 1)] = tile[x][y] * 2.0f;
}
