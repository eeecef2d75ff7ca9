// status: ok
__global__ void reassigned__coalesced(const float *in, float *out, int width, int n) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  out[y * width + x] = tile[threadIdx.x][threadIdx.y];
  x = x + n;
  x += 2 * n;
  out[x] += 1.0f;
  int z = blockIdx.x * blockDim.x + threadIdx.x;
  z = 2 * threadIdx.x;
  out[lim::coalesced_index(z)] += in[lim::coalesced_index(z)];
  int w = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x & 1)
    w = blockIdx.y * blockDim.x + threadIdx.x;
  out[lim::coalesced_index(w)] += in[lim::coalesced_index(w)];
}
