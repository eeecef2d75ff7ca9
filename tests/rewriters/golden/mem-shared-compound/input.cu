// A compound update of shared memory reads what was stored there just before. Mem-only folds
// the update, and the fold reads the element too: were it `tile[t] = fold(mask[t])`, the
// first store would be overwritten unread, the compiler would delete it, and the global load
// of `in` with it (the compiled mem-only would have one global load less than full).
__global__ void masked(const int *in, const int *mask, int *out) {
  __shared__ int tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = in[i];
  tile[threadIdx.x] ^= mask[threadIdx.x];
  __syncthreads();
  out[i] = tile[63 - threadIdx.x];
}
