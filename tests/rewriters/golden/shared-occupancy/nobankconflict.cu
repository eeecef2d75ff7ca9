// status: conservative
// reason: line 12: keeps the layout of shared array 'passed' (used other than by subscript: passed on, an element's address taken other than for an atomic, a row decayed to a pointer; or its padding would pass the 48 KiB of static shared memory)
__device__ float twice__nobankconflict(float *p) { return 2.0f * *p; }
__global__ void staged__nobankconflict(const float *in, float *out, int n) {
  __shared__ float stage[(6144) + ((6144) - 1) / 32 * 1];
  __shared__ float rows[48][65];
  __shared__ float small[(256) + ((256) - 1) / 32 * 1];
  __shared__ float passed[2560];
  const int t = threadIdx.x;
  for (int k = t; k < 6144; k += blockDim.x)
    stage[lim::bank_skewed<32, 1>(k)] = in[(blockIdx.x * 6144 + k) % n];
  rows[t % 48][t / 48] = in[t];
  small[lim::bank_skewed<32, 1>(t)] = 1.0f;
  passed[t] = 0.5f;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] =
      stage[lim::bank_skewed<32, 1>((t * 37) % 6144)] + rows[t / 48][t % 48] + small[lim::bank_skewed<32, 1>(255 - t)] + twice__nobankconflict(&passed[t]);
}
