// status: conservative
// reason: line 9: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 12: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__global__ void reserve__coalesced(int *__restrict__ tail, int *__restrict__ offsets,
                        const int *__restrict__ sizes, int *__restrict__ queue, int n) {
  __shared__ int base;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    base = atomicAdd(&tail[0], blockDim.x);
  __syncthreads();
  if (i < n) {
    offsets[lim::coalesced_index_linear(i, 1)] = atomicAdd(&tail[1], sizes[lim::coalesced_index_linear(i, 1)]) + base;
    queue[lim::coalesced_index_linear(base + threadIdx.x, 1)] = i;
  }
}
