// status: conservative
// reason: line 20: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
// reason: line 26: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
__device__ float column__coalesced(const float *m, int row, int width) { return m[lim::coalesced(m, row * width)]; }
__global__ void gather__coalesced(const float *m, const int *rows, const Pair *pairs, float *out,
                       unsigned *hits, int width) {
  __shared__ float tile[256];
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = rows[t];
  tile[threadIdx.x] = m[lim::coalesced_index(t * width)] + (*lim::coalesced_member(pairs, &(pairs[t].b))) + column__coalesced(m, r, width);
  __syncthreads();
  const auto lim_run_1_1024 = lim::coalesced_runs_linear((t * 2), 2, 0, 2); out[(t * 2) + lim_run_1_1024.at(0)] = tile[255 - threadIdx.x] + *(m + t) + *m;
  out[(t * 2 + 1) + lim_run_1_1024.at(1)] = (*lim::coalesced_member(pairs, &((*(pairs + t * 3)).a)));
  out[lim::coalesced_index((width * t) + (1))] = m[lim::coalesced_index(((size_t)t * width) + (threadIdx.x))];
  const float *row = m + t * width;
  float *cell = &out[t * 3];
  out[lim::coalesced_index_linear((t * 3) + (1), 3)] = m[lim::coalesced_index((t * width) + (threadIdx.x))];
  atomicAdd(&hits[t % 32], 1u);
}
