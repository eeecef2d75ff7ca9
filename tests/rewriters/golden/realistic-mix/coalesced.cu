// status: conservative
// reason: line 16: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 18: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__device__ float lim_operator_call__coalesced(float v) const { return v > 0.0f ? v : 0.0f; }
template <typename Op>
__global__ void rowMap__coalesced(const float *__restrict__ in, float *__restrict__ out, int rows, int cols,
                       Op op) {
  const int r = blockIdx.x;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[lim::coalesced_index(AT(r, c, cols))] = (op).lim_operator_call__coalesced(in[AT(r, c, cols)] - 0.5f);
  if (threadIdx.x == 0 && r < rows)
    atomicAdd(&rowsDone, 1u);
}
