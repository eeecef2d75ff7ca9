// status: ok
__global__ void blur__coalesced(const float *in, float *out, const float *weights, int n) {
  __shared__ float tile[258];
  const int t = threadIdx.x;
  const int i = blockIdx.x * 256 + t;
  tile[t + 1] = in[i];
  if (t == 0)
    tile[0] = i > 0 ? in[i - 1] : 0.0f;
  if (t == 255)
    tile[257] = i + 1 < n ? in[i + 1] : 0.0f;
  __syncthreads();
  float sum = 0.0f;
  for (int k = 0; k < 3; ++k)
    sum += weights[k] * tile[t + k];
  out[i] = 0.5f * sum;
}
