// status: conservative
// reason: line 3: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
// reason: line 3: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 4: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__global__ void histogram__coalesced(const int *keys, const float *weights, float *bins, int *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&bins[keys[i]], weights[lim::coalesced_index_linear(i, 1)] * 0.5f);
  int before = atomicAdd(total, 1);
  (void)before;
}
