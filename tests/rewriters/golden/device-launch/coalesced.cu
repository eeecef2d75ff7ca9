// status: ok
__global__ void refine__coalesced(const float *in, float *out, int n, int depth) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[lim::coalesced_index_linear(i, 1)] = in[lim::coalesced_index_linear(i, 1)] * 0.5f + 1.0f;
  if (i == 0 && depth > 0 && n > 64)
    refine<<<(n / 2 + 63) / 64, 64>>>(in + n / 2, out + n / 2, n / 2, depth - 1);
}
