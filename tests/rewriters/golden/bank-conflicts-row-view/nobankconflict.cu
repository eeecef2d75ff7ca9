// status: ok
__global__ void rowPass__nobankconflict(const float *in, float *out) {
  __shared__ float strip[(8 * kPitch) + ((8 * kPitch) - 1) / 32 * 1];
  const int t = threadIdx.x;
  for (int e = t; e < 8 * kPitch; e += blockDim.x)
    strip[lim::bank_skewed<32, 1>(e)] = in[blockIdx.x * 8 * kPitch + e];
  __syncthreads();
  const int i = t & 7, tile = t >> 3;
  float *row = &strip[i * kPitch + tile * 8];
  const float *whole = strip;
  float acc = 0.0f;
  for (int k = 0; k < 8; ++k)
    acc += row[static_cast<long long>(lim::bank_skewed<32, 1>((i * kPitch + tile * 8) + (k))) - static_cast<long long>((i * kPitch + tile * 8))] * (k + 1);
  __syncthreads();
  row[static_cast<long long>(lim::bank_skewed<32, 1>((i * kPitch + tile * 8) + (0))) - static_cast<long long>((i * kPitch + tile * 8))] = acc;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = whole[lim::bank_skewed<32, 1>(t)];
}
