// status: ok
__device__ float twice__coalesced(float *p) { return 2.0f * *p; }
__global__ void staged__coalesced(const float *in, float *out, int n) {
  __shared__ float stage[6144];
  __shared__ float rows[48][65];
  __shared__ float small[256];
  __shared__ float passed[2560];
  __shared__ int trail[64][128];
  const int t = threadIdx.x;
  for (int k = t; k < 6144; k += blockDim.x)
    stage[k] = in[lim::coalesced_index((blockIdx.x * 6144 + k) % n)];
  rows[t % 48][t / 48] = in[t];
  small[t] = 1.0f;
  passed[t] = 0.5f;
  trail[t % 64][t % 128] = t;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] =
      stage[(t * 37) % 6144] + rows[t / 48][t % 48] + small[255 - t] + twice__coalesced(&passed[t]) +
      trail[(t + 1) % 64][t % 128];
}
