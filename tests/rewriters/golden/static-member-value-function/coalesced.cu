// status: conservative
// reason: line 23: keeps a structural load as it is (its value decides an address, a branch or a trip count, which re-indexing would change)
// reason: line 15: keeps a global access it cannot re-index (not written `p[i]`, `*(p + i)`, `__ldg(&p[i])`, `__ldg(p + i)` or `__stcs(&p[i], v)` with a pointer p free of side effects, or another intrinsic)
static __device__ unsigned char convert__coalesced(float v) {
    float clamped = v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v);
    return static_cast<unsigned char>(clamped * 255.0f + 0.5f);
  }
static __device__ float calibrated__coalesced(float v) { return v * calibration; }
template <class T>
__global__ void quantize__coalesced(const float *in, T *out, float *scaled, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i] * 0.5f;
  out[lim::coalesced_index_linear(i, 1)] = Quantize<T>::convert__coalesced(v);
  scaled[lim::coalesced_index_linear(i, 1)] = Quantize<T>::calibrated__coalesced(v);
}
