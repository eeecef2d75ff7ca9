// status: conservative
// reason: line 29: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 31: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 32: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
// reason: line 33: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 34: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
template <class T> __device__ T clampTo__coalesced(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
__device__ float energy__coalesced(const Particle &p, float speed) { return 0.5f * p.mass * speed * speed; }
__device__ void classify__coalesced(float v, int &bin) {
  float e = v * v - 1.0f;
  if (e < 0.0f)
    return;
  bin = 1;
}
__device__ bool inside__coalesced(float x, float y) { return x * x + y * y < 1.0f; }
__global__ void tally__coalesced(float *out, const float *in, const Particle *parts, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = clampTo__coalesced(i + 1, 0, n - 1);
  out[lim::coalesced_index_linear(i, 1)] = clampTo__coalesced(in[j], 0.0f, 1.0f) + energy__coalesced(parts[lim::coalesced_index_linear(i, 1)], in[lim::coalesced_index_linear(i, 1)]);
  int bin = 0;
  classify__coalesced(in[i], bin);
  atomicAdd(&counts[bin], 1);
  if (inside__coalesced(in[i], in[j]))
    atomicAdd(&counts[2], 1);
}
