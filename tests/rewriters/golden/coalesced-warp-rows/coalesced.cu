// status: ok
__global__ void rowNorms__coalesced(const float *in, float *out, float *norms, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = t & 31;
  const int warp = t >> 5;
  const float *x = in + warp * n;
  float s = 0.0f;
  for (int k = lane; k < n; k += 32)
    s += x[k] * x[k];
  for (int off = 16; off > 0; off >>= 1)
    s += __shfl_down_sync(0xffffffffu, s, off);
  if (lane == 0)
    norms[warp] = sqrtf(s);
  float *y = out + t * n;
  const auto lim_shift_947 = lim::coalesced_runs((t * n), (0), (n)); for (int k = 0; k < n; ++k)
    out[((t * n) + (k)) + lim_shift_947.at((k))] = s;
}
