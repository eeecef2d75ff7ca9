// status: conservative
// reason: line 3: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
// reason: line 3: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
__global__ void gather__coalesced(cudaTextureObject_t table, const int *index, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[lim::coalesced_index_linear(i, 1)] = tex1Dfetch<float>(table, index[i]) * 0.5f;
}
