// p103 -- CUB-style BlockExchange (striped -> blocked -> striped) around a per-thread scan.
// SLOW (segmentScanExchange<256,16>): the tile is loaded striped (coalesced) into shared memory,
//   then each thread reads its ITEMS_PER_THREAD consecutive items exchange[tid*16 + item]:
//   lanes t and t+2 hit the same bank, a 16-way bank conflict on every blocked read and write.
// FIX  (segmentScanExchangePadded<256,16>): CUB's padding, one extra word every 32
//   (idx + (idx >> 5)), which spreads a warp's blocked accesses over all 32 banks.
template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void segmentScanExchange(const float* __restrict__ in, float* __restrict__ out) {
  constexpr int TILE_ITEMS = BLOCK_THREADS * ITEMS_PER_THREAD;
  __shared__ float exchange[TILE_ITEMS];
  const int tile_base = blockIdx.x * TILE_ITEMS;

#pragma unroll
  for (int item = 0; item < ITEMS_PER_THREAD; ++item) {
    const int idx = item * BLOCK_THREADS + threadIdx.x;
    exchange[idx] = in[tile_base + idx];
  }
  __syncthreads();

  float items[ITEMS_PER_THREAD];
#pragma unroll
  for (int item = 0; item < ITEMS_PER_THREAD; ++item)
    items[item] = exchange[threadIdx.x * ITEMS_PER_THREAD + item];

#pragma unroll
  for (int item = 1; item < ITEMS_PER_THREAD; ++item) items[item] += items[item - 1];

  __syncthreads();
#pragma unroll
  for (int item = 0; item < ITEMS_PER_THREAD; ++item)
    exchange[threadIdx.x * ITEMS_PER_THREAD + item] = items[item];
  __syncthreads();

#pragma unroll
  for (int item = 0; item < ITEMS_PER_THREAD; ++item) {
    const int idx = item * BLOCK_THREADS + threadIdx.x;
    out[tile_base + idx] = exchange[idx];
  }
}

template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void segmentScanExchangePadded(const float* __restrict__ in, float* __restrict__ out) {
  constexpr int TILE_ITEMS = BLOCK_THREADS * ITEMS_PER_THREAD;
  constexpr int LOG_SMEM_BANKS = 5;
  constexpr int PADDING_ITEMS = TILE_ITEMS >> LOG_SMEM_BANKS;
  __shared__ float exchange[TILE_ITEMS + PADDING_ITEMS];
  const int tile_base = blockIdx.x * TILE_ITEMS;

#pragma unroll
  for (int item = 0; item < ITEMS_PER_THREAD; ++item) {
    int idx = item * BLOCK_THREADS + threadIdx.x;
    const float v = in[tile_base + idx];
    idx += idx >> LOG_SMEM_BANKS;
    exchange[idx] = v;
  }
  __syncthreads();

  float items[ITEMS_PER_THREAD];
#pragma unroll
  for (int item = 0; item < ITEMS_PER_THREAD; ++item) {
    int idx = threadIdx.x * ITEMS_PER_THREAD + item;
    idx += idx >> LOG_SMEM_BANKS;
    items[item] = exchange[idx];
  }

#pragma unroll
  for (int item = 1; item < ITEMS_PER_THREAD; ++item) items[item] += items[item - 1];

  __syncthreads();
#pragma unroll
  for (int item = 0; item < ITEMS_PER_THREAD; ++item) {
    int idx = threadIdx.x * ITEMS_PER_THREAD + item;
    idx += idx >> LOG_SMEM_BANKS;
    exchange[idx] = items[item];
  }
  __syncthreads();

#pragma unroll
  for (int item = 0; item < ITEMS_PER_THREAD; ++item) {
    const int idx = item * BLOCK_THREADS + threadIdx.x;
    out[tile_base + idx] = exchange[idx + (idx >> LOG_SMEM_BANKS)];
  }
}

template __global__ void segmentScanExchange<256, 16>(const float*, float*);
template __global__ void segmentScanExchangePadded<256, 16>(const float*, float*);
