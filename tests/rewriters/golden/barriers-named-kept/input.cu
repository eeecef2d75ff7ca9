// A named barrier whose operand changes something (`__barrier_sync(id++)`) is kept: removed,
// the change would go with it. A kept barrier may count arrivals the removed ones would make
// (`bar.sync 1, 128` kept in two warps, `__barrier_sync_count(1, 128)` removed in two others:
// the block hangs), so every barrier of the kernel stays, said: not applicable.
__global__ void pingPongKept(const float *in, float *out) {
  __shared__ float a[256];
  const unsigned t = threadIdx.x;
  a[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  const float left = a[(t + 255) % 256];
  unsigned id = 2;
  __barrier_sync(id++);
  out[blockIdx.x * blockDim.x + t] = left + static_cast<float>(id);
}
