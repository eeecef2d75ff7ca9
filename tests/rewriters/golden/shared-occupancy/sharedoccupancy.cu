// status: conservative
// reason: line 13: keeps the size of shared array 'passed' (used other than by subscript: passed on, an element's address taken other than for an atomic, a row decayed to a pointer that may leave its row, or a row used whole; or its length not a constant of its declaration)
__device__ float twice__sharedoccupancy(float *p) { return 2.0f * *p; }
__global__ void staged__sharedoccupancy(const float *in, float *out, int n) {
  __shared__ float stage[2048];
  __shared__ float rows[32][65];
  __shared__ float small[256];
  __shared__ float passed[2560];
  __shared__ int trail[16][128];
  const int t = threadIdx.x;
  for (int k = t; k < 6144; k += blockDim.x)
    stage[lim::shared_folded<2048>(k)] = in[(blockIdx.x * 6144 + k) % n];
  rows[lim::shared_folded<32>(t % 48)][t / 48] = in[t];
  small[t] = 1.0f;
  passed[t] = 0.5f;
  trail[lim::shared_folded<16>(t % 64)][t % 128] = t;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] =
      stage[lim::shared_folded<2048>((t * 37) % 6144)] + rows[lim::shared_folded<32>(t / 48)][t % 48] + small[255 - t] + twice__sharedoccupancy(&passed[t]) +
      trail[lim::shared_folded<16>((t + 1) % 64)][t % 128];
}
