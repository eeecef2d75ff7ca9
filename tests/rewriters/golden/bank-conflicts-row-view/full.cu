// status: ok
__global__ void rowPass__full(const float *in, float *out) {
  __shared__ float strip[8 * kPitch];
  const int t = threadIdx.x;
  for (int e = t; e < 8 * kPitch; e += blockDim.x)
    strip[e] = in[blockIdx.x * 8 * kPitch + e];
  __syncthreads();
  const int i = t & 7, tile = t >> 3;
  float *row = &strip[i * kPitch + tile * 8];
  const float *whole = strip;
  float acc = 0.0f;
  for (int k = 0; k < 8; ++k)
    acc += row[k] * (k + 1);
  __syncthreads();
  row[0] = acc;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = whole[t];
}
