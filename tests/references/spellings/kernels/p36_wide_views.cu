// Transposes written through a wider type's view of a float array, as vectorized code spells
// its packed accesses: `reinterpret_cast<const float4 *>(&in[4 * i])[0]` and
// `*(float2 *)(out + 2 * i)`. The views' pointers differ in every lane, so the coalesced
// what-if re-indexes the element whose address each view takes, four or two floats a lane.

// (a) An image of RGBA pixels (four floats each), width x height pixels, transposed pixel by
// pixel: reads a warp's 32 neighbouring pixels, writes them a column apart. Fix: a tile of
// float4 in shared memory, written out transposed.
__global__ void transposeRGBANaive(float *out, const float *in, int width, int height) {
  const int x = blockIdx.x * 32 + threadIdx.x;
  const int y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) {
    const float4 px = reinterpret_cast<const float4 *>(&in[4 * ((y + j) * width + x)])[0];
    reinterpret_cast<float4 *>(&out[4 * (x * height + y + j)])[0] = px;
  }
}

__global__ void transposeRGBATiled(float *out, const float *in, int width, int height) {
  __shared__ float4 tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    tile[threadIdx.y + j][threadIdx.x] =
        reinterpret_cast<const float4 *>(&in[4 * ((y + j) * width + x)])[0];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    reinterpret_cast<float4 *>(&out[4 * ((y + j) * height + x)])[0] =
        tile[threadIdx.x][threadIdx.y + j];
}

// (b) Complex samples stored as interleaved floats (re, im), a column-major matrix of rows x
// cols samples copied into row-major order through C-style float2 casts, one thread a sample
// of a 1D launch: reads a column's neighbours, writes them a row apart. Fix: a 32 x 32 tile.
__global__ void complexToRowMajorNaive(float *dst, const float *src, int rows, int cols) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= rows * cols)
    return;
  const int r = i % rows, c = i / rows;
  *(float2 *)(dst + 2 * (r * cols + c)) = *(const float2 *)(src + 2 * i);
}

__global__ void complexToRowMajorTiled(float *dst, const float *src, int rows, int cols) {
  __shared__ float2 tile[32][33];
  const int r0 = blockIdx.x * 32, c0 = blockIdx.y * 32;
  for (int k = threadIdx.y; k < 32; k += blockDim.y)
    tile[k][threadIdx.x] = *(const float2 *)(src + 2 * ((c0 + k) * rows + r0 + threadIdx.x));
  __syncthreads();
  for (int k = threadIdx.y; k < 32; k += blockDim.y)
    *(float2 *)(dst + 2 * ((r0 + k) * cols + c0 + threadIdx.x)) = tile[threadIdx.x][k];
}
